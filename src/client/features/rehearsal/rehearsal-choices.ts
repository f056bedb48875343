import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '#client/lib/i18n/formatters.ts';
import { MAX_REHEARSAL_VOTERS } from '#shared/rehearsal.ts';

/** How long a rehearsal's voters take to arrive and vote: the choices offered, in seconds. */
export const REHEARSAL_SPANS: readonly { seconds: number; label: MessageDescriptor }[] = [
  { seconds: 30, label: msg`30 seconds` },
  { seconds: 60, label: msg`1 minute` },
  { seconds: 120, label: msg`2 minutes` },
  { seconds: 300, label: msg`5 minutes` },
  { seconds: 600, label: msg`10 minutes` },
];

export const DEFAULT_REHEARSAL_VOTERS = 200;
export const DEFAULT_REHEARSAL_SECONDS = 120;

/** What is wrong with the number of simulated voters typed, or null. */
export function votersError(i18n: I18n, typed: string): string | null {
  const voters = Number(typed);
  if (!/^\d+$/.test(typed.trim()) || voters < 1 || voters > MAX_REHEARSAL_VOTERS) {
    const maxVoters = formatNumber(MAX_REHEARSAL_VOTERS, i18n.locale);
    return i18n._(msg`Enter a whole number of voters from 1 to ${maxVoters}.`);
  }
  return null;
}

/** Whether the organiser may start a rehearsal now: voting open, none running, nobody in yet. */
export function canRehearse(
  room: { status: 'setup' | 'ended'; rehearsal: unknown },
  totals: { participants: number; ballots: number },
  contestantCount: number,
): boolean {
  return (
    room.status === 'setup' &&
    room.rehearsal === null &&
    contestantCount > 0 &&
    totals.participants === 0 &&
    totals.ballots === 0
  );
}
