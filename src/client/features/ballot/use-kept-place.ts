import { useCallback, useLayoutEffect, useRef } from 'react';
import { AVAILABLE } from './ballot-lists.ts';
import type { FocusTarget } from './ballot-moves.ts';

type KeptPlace = {
  /** How to find the control that had the keyboard, if the board had it. */
  focus: string | null;
  selection: [number | null, number | null];
  scrollTop: number;
};

const AVAILABLE_LIST = `[data-testid="${AVAILABLE}-list"]`;

/** How to find the same control in a board drawn anew, if it can be found. */
function selectorOf(element: Element): string | null {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const label = element.getAttribute('aria-label');
  if (label) return `[aria-label="${CSS.escape(label)}"]`;
  const chip = element.closest<HTMLElement>('[data-contestant-id]');
  if (!chip || !element.classList.contains('chip-handle')) return null;
  return `[data-contestant-id="${CSS.escape(chip.dataset.contestantId ?? '')}"] .chip-handle`;
}

/** Where the participant is on the board, read just before it leaves the page. */
function placeOn(board: HTMLElement): KeptPlace {
  const active = document.activeElement;
  const input = active instanceof HTMLInputElement ? active : null;
  return {
    focus: active && board.contains(active) ? selectorOf(active) : null,
    selection: [input?.selectionStart ?? null, input?.selectionEnd ?? null],
    scrollTop: board.querySelector(AVAILABLE_LIST)?.scrollTop ?? 0,
  };
}

/**
 * Putting the drag and drop in place draws the board anew, with new
 * elements: the control the participant was on (and its text selection), and
 * how far Available was scrolled, are read as the old board leaves the page
 * and put back on the new one before the phone paints. `ref` goes on the
 * board's element.
 */
export function useKeptPlace(redrawn: unknown) {
  const boardRef = useRef<HTMLDivElement | null>(null);
  const kept = useRef<KeptPlace | null>(null);

  // React calls the returned function as the element leaves, while it is still on the page.
  const ref = useCallback((board: HTMLDivElement | null) => {
    boardRef.current = board;
    if (!board) return;
    return () => {
      kept.current = placeOn(board);
      boardRef.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the board is drawn anew
  useLayoutEffect(() => {
    const board = boardRef.current;
    const place = kept.current;
    kept.current = null;
    if (!board || !place) return;
    const list = board.querySelector(AVAILABLE_LIST);
    if (list) list.scrollTop = place.scrollTop;
    const element = place.focus ? board.querySelector<HTMLElement>(place.focus) : null;
    element?.focus({ preventScroll: true });
    const [start, end] = place.selection;
    if (element instanceof HTMLInputElement && start !== null)
      element.setSelectionRange(start, end);
  }, [redrawn]);

  return { ref, boardRef };
}

/**
 * Puts the keyboard on a contestant's chip after a button move: on its Move
 * up or Move down button, else its drag handle. A chip not on screen (kept
 * out by a search) leaves the keyboard on Your Rankings' heading, so that it
 * is never lost to the page.
 */
export function focusChip(board: HTMLElement, contestantId: string, target: FocusTarget): void {
  const chip = Array.from(board.querySelectorAll<HTMLElement>('[data-contestant-id]')).find(
    (element) => element.dataset.contestantId === contestantId,
  );
  const button = chip?.querySelector<HTMLButtonElement>(`button[data-move="${target}"]`);
  const handle = chip?.querySelector<HTMLElement>('.chip-handle');
  const heading = board.querySelector<HTMLElement>('#rankings-title');
  const found = button && !button.disabled ? button : (handle ?? heading);
  found?.focus();
}
