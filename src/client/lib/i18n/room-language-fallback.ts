import { useEffect } from 'react';
import type { Language } from '#shared/languages.ts';
import { appLanguage, preferredLanguage, showLanguage } from './app-language.ts';

/**
 * The language a phone on a room's page shows: none to switch to (null) when
 * its person chose one or its browser speaks one of ours, else the room's.
 */
export function fallbackLanguage(
  roomLanguage: Language,
  preferred: Language | null,
  shown: Language,
): Language | null {
  if (preferred !== null || roomLanguage === shown) return null;
  return roomLanguage;
}

/**
 * On a room's page (the ballot, results, public results), a phone with no
 * language of its own (none chosen, and a browser that speaks none of ours)
 * speaks the room's once the room is known, and follows it when the
 * organiser changes it. It is not the person's choice: nothing is kept.
 */
export function useRoomLanguageFallback(roomLanguage: Language | null | undefined): void {
  useEffect(() => {
    if (!roomLanguage) return;
    const next = fallbackLanguage(roomLanguage, preferredLanguage(), appLanguage());
    if (next) void showLanguage(next);
  }, [roomLanguage]);
}
