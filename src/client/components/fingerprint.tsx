import './fingerprint.css';

/** A ballot record's SHA-256 as people compare it: hex in groups of four. */
export function Fingerprint({ hex, className = '' }: { hex: string; className?: string }) {
  const groups = hex.match(/.{1,4}/g) ?? [hex];
  return (
    <code className={`fingerprint ${className}`} aria-label={`Fingerprint ${groups.join(' ')}`}>
      {groups.map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one fingerprint never move.
        <span key={i} className="fingerprint__group">
          {group}
        </span>
      ))}
    </code>
  );
}
