import './fingerprint.css';

/** A ballot record's SHA-256 as people compare it: hex in groups of four. */
export function Fingerprint({ hex }: { hex: string }) {
  return <code className="fingerprint">{hex.match(/.{1,4}/g)?.join(' ') ?? hex}</code>;
}
