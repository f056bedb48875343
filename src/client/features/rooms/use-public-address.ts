import { useEffect, useState } from 'react';
import type { PublicAddress } from '#shared/api.ts';
import { createRoomApi } from './create-room-api.ts';

let known: Promise<PublicAddress> | undefined;

/** The server's public address, asked once per page; a failed ask is retried next time. */
function loadPublicAddress(): Promise<PublicAddress> {
  known ??= createRoomApi.getPublicAddress().catch((error: unknown) => {
    known = undefined;
    throw error;
  });
  return known;
}

/**
 * The address phones reach the server at, and a hint when they cannot. Until
 * the server answers (or if it cannot be reached), this page's own origin.
 */
export function usePublicAddress(): PublicAddress & { loaded: boolean } {
  const [address, setAddress] = useState<PublicAddress | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadPublicAddress().then(
      (next) => {
        if (!cancelled) setAddress(next);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return address
    ? { ...address, loaded: true }
    : { url: window.location.origin, hint: null, loaded: false };
}
