import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '#shared/constants.ts';
import './room-code-panel.css';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The room code, big enough for the back of the hall, with Copy Code. */
export function RoomCodePanel({ code, joinUrl }: { code: string; joinUrl: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <section className="card room-code-panel" aria-labelledby="room-code-label">
      <p id="room-code-label" className="eyebrow">
        Room Code
      </p>
      <p className="room-code room-code--big" data-testid="room-code">
        {code}
      </p>
      <p className="muted room-code-help">
        Join at <span className="join-url">{joinUrl.replace(/^https?:\/\//, '')}</span>
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={async () => setCopied(await copyText(code))}
      >
        {copied ? 'Copied!' : 'Copy Code'}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Room code copied' : ''}
      </span>
    </section>
  );
}
