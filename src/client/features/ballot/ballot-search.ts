import type { Contestant } from '#shared/api.ts';
import { AVAILABLE, type DragLocation } from './ballot-lists.ts';

/** Text as a search compares it: lower case, without accents, spaces collapsed. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The contestants of `ids` whose name or description holds the search, in their order. */
export function searchContestants(
  ids: readonly string[],
  byId: ReadonlyMap<string, Contestant>,
  search: string,
): string[] {
  const wanted = fold(search);
  if (!wanted) return [...ids];
  return ids.filter((id) => {
    const contestant = byId.get(id);
    return (
      contestant !== undefined &&
      (fold(contestant.name).includes(wanted) || fold(contestant.blurb).includes(wanted))
    );
  });
}

/**
 * A place in Available as the participant sees it (searched) turned into its
 * place in the whole list: an index among the shown contestants becomes the
 * index of that contestant, or just after the last one shown.
 */
export function wholeLocation(
  location: DragLocation,
  shown: readonly string[],
  whole: readonly string[],
): DragLocation {
  if (location.droppableId !== AVAILABLE || shown.length === whole.length) return location;
  const at = shown[location.index];
  if (at !== undefined) return { ...location, index: whole.indexOf(at) };
  const last = shown[shown.length - 1];
  return { ...location, index: last === undefined ? whole.length : whole.indexOf(last) + 1 };
}
