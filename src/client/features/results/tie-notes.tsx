import './tie-notes.css';

/** How a tie on points was broken, in words, under the contestant it concerns. */
export function TieNotes({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="results-ties">
      {lines.map((line) => (
        <p key={line} className="results-ties__line">
          {line}
        </p>
      ))}
    </div>
  );
}
