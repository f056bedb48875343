/** A room's results for anyone (/results/<code>), once voting has ended. */
export function PublicResultsPage({ code }: { code: string }) {
  return <main className="page">{code}</main>;
}
