import './tie-notes.css';

/** How a tie on points was broken, in words, under the contestant it concerns. */
export function TieNotes({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  // Level with the contestants above and below for the same reason: say it once.
  const distinct = [...new Set(lines)];
  return (
    <div className="results-ties">
      {distinct.map((line) => (
        <p key={line} className="results-ties__line">
          {line}
        </p>
      ))}
    </div>
  );
}
