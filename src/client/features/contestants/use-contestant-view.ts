import { useState } from 'react';
import {
  type ContestantView,
  loadContestantView,
  saveContestantView,
} from '#client/lib/storage.ts';

/** Above this many contestants the dashboard starts in the compact list. */
export const GRID_MAX_CONTESTANTS = 12;

/** The view a room starts in: the organiser's pick, else cards for a few, a list for many. */
export function defaultContestantView(
  count: number,
  picked: ContestantView | null,
): ContestantView {
  return picked ?? (count > GRID_MAX_CONTESTANTS ? 'list' : 'grid');
}

/** Grid or List for the dashboard's contestants, remembered on this device once picked. */
export function useContestantView(count: number) {
  const [picked, setPicked] = useState(loadContestantView);
  const pick = (view: ContestantView) => {
    saveContestantView(view);
    setPicked(view);
  };
  return { view: defaultContestantView(count, picked), pick };
}
