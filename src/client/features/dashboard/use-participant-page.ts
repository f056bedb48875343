import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '#client/lib/error-message.ts';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import type { ConnectionStatus } from '#client/lib/live-room/room-connection.ts';
import type { ActivityTotals, ParticipantsPage } from '#shared/api.ts';
import { PARTICIPANT_PAGE_SIZE, PARTICIPANT_REMOVAL_REFETCH_MS } from '#shared/constants.ts';
import { dashboardApi } from './dashboard-api.ts';

/** How long typing pauses before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 200;
/** A dashboard rereads its page at most this often while the room changes. */
export const REFRESH_INTERVAL_MS = 1000;

export type ParticipantQuery = { search: string; notVoted: boolean; offset: number };

/**
 * The page of participants the organiser is looking at, read from the server
 * (which knows who voted), and kept live: reread when the room's counts
 * change — a join, a removal, a first ballot, a reset — and after a
 * reconnect, at most once a second, the last change always shown.
 */
export function useParticipantPage(
  roomId: string,
  adminToken: string,
  totals: ActivityTotals,
  status: ConnectionStatus,
) {
  const [query, setQuery] = useState<ParticipantQuery>({ search: '', notVoted: false, offset: 0 });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState<ParticipantsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const lastRead = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const read = useCallback(async () => {
    const request = ++latest.current;
    lastRead.current = Date.now();
    try {
      const next = await dashboardApi.listParticipants(roomId, adminToken, {
        search: query.search,
        status: query.notVoted ? 'not-voted' : 'all',
        offset: query.offset,
        limit: PARTICIPANT_PAGE_SIZE,
      });
      if (request !== latest.current) return;
      if (next.participants.length === 0 && query.offset > 0 && next.matching > 0) {
        // The page emptied (people were removed): show the last page that has someone.
        const last =
          Math.floor((next.matching - 1) / PARTICIPANT_PAGE_SIZE) * PARTICIPANT_PAGE_SIZE;
        setQuery((q) => ({ ...q, offset: last }));
        return;
      }
      setPage(next);
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(getErrorMessage(failure));
    }
  }, [roomId, adminToken, query]);

  /** Rereads now, or once the interval since the last read has passed. */
  const refresh = useCallback(
    (delay?: number) => {
      clearTimeout(pending.current);
      const wait = delay ?? Math.max(0, lastRead.current + REFRESH_INTERVAL_MS - Date.now());
      pending.current = setTimeout(() => void read(), wait);
    },
    [read],
  );

  // A new query is read at once.
  useEffect(() => {
    void read();
  }, [read]);

  // The room changed who joined or voted, or the connection came back.
  const changes = `${totals.participants}/${totals.ballots}/${status === 'live'}/${JSON.stringify(totals.teams ?? {})}`;
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    if (status === 'live') refresh();
  }, [changes, status, refresh]);

  useEffect(() => () => clearTimeout(pending.current), []);

  // Typing settles before it searches; a new search starts at the first page.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setQuery((current) =>
          current.search === typed.trim()
            ? current
            : { ...current, search: typed.trim(), offset: 0 },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  return {
    query,
    typed,
    page,
    error,
    search: setTyped,
    showNotVoted: (notVoted: boolean) => setQuery((q) => ({ ...q, notVoted, offset: 0 })),
    goTo: (offset: number) => setQuery((q) => ({ ...q, offset: Math.max(0, offset) })),
    retry: () => void read(),
    /** After a removal, the spec's pause before the list is read again. */
    removed: () => refresh(PARTICIPANT_REMOVAL_REFETCH_MS),
  };
}

/** "1–50 of 2,000": which participants of how many matching the page shows. */
export function pageRange(
  i18n: I18n,
  page: Pick<ParticipantsPage, 'offset' | 'matching'>,
  shown: number,
): string {
  const count = (value: number) => formatNumber(value, i18n.locale);
  const matching = count(page.matching);
  if (shown === 0) {
    const none = count(0);
    return i18n._(
      msg({
        message: `${none} of ${matching}`,
        comment: 'No one shown of how many participants match',
      }),
    );
  }
  const first = count(page.offset + 1);
  const last = count(page.offset + shown);
  return i18n._(
    msg({
      message: `${first}–${last} of ${matching}`,
      comment: 'Which participants the page shows, of how many match: “1–50 of 2,000”',
    }),
  );
}
