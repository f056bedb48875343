import { useMemo } from 'react';
import type { Contestant, OwnParticipant } from '#shared/api.ts';
import { excludedIds } from './standing.ts';

/**
 * The contestants this voter may rank: all of them but their own team and a
 * judge's conflicts. The same list object while nothing it depends on
 * changes, so that the ballot built on it is not rebuilt.
 */
export function useRankable(contestants: Contestant[], voter: OwnParticipant | null): Contestant[];
export function useRankable(
  contestants: Contestant[] | undefined,
  voter: OwnParticipant | null,
): Contestant[] | undefined;
export function useRankable(
  contestants: Contestant[] | undefined,
  voter: OwnParticipant | null,
): Contestant[] | undefined {
  const key = [...excludedIds(voter)].sort().join(' ');
  return useMemo(() => {
    if (!contestants || key === '') return contestants;
    const excluded = new Set(key.split(' '));
    return contestants.filter((c) => !excluded.has(c.id));
  }, [contestants, key]);
}
