/** A trophy, drawn for the winner banner; decorative. */
export function TrophyIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        d="M20 10h-9v5c0 7 4.5 12 11 12.5M44 10h9v5c0 7-4.5 12-11 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M18 6h28v16c0 9.4-6.3 17-14 17s-14-7.6-14-17V6z" fill="currentColor" />
      <path d="M28 38h8v9h-8z" fill="currentColor" />
      <rect x="19" y="47" width="26" height="9" rx="2.5" fill="currentColor" />
      <path
        d="m32 12 2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z"
        fill="rgb(255 255 255 / 55%)"
      />
    </svg>
  );
}
