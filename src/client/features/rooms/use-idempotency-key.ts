import { useRef } from 'react';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';

/**
 * The idempotency key of what a form asks for: the same key as long as the
 * same request is asked for again (a second tap on Join after "Could not
 * reach VibeRank", whose first answer may have been lost after the server
 * made it), a new one once the request changes or has been done.
 */
export function useIdempotencyKey() {
  const held = useRef<{ request: string; key: string } | null>(null);
  return {
    /** The key for this request: the held one if it is the same request. */
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (held.current?.request !== text)
        held.current = { request: text, key: newIdempotencyKey() };
      return held.current.key;
    },
    /** The request was done: the next one gets a new key. */
    done(): void {
      held.current = null;
    },
  };
}
