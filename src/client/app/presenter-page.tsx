import type { AdminSession } from '#client/lib/storage.ts';

/** The big screen (/present): QR code and turnout while voting, then the staged reveal. */
export function PresenterPage({ session }: { session: AdminSession | null }) {
  return <main className="page">{session ? session.roomId : 'No room'}</main>;
}
