import type { FocusTarget } from './ballot-moves.ts';

/**
 * Puts the keyboard on a contestant's chip after a button move: on its Move
 * up or Move down button, else its drag handle. A chip not on screen (kept
 * out by a search) leaves the keyboard on Your Rankings' heading, so that it
 * is never lost to the page.
 */
export function focusChip(board: HTMLElement, contestantId: string, target: FocusTarget): void {
  const chip = Array.from(board.querySelectorAll<HTMLElement>('[data-rfd-draggable-id]')).find(
    (element) => element.dataset.rfdDraggableId === contestantId,
  );
  const button = chip?.querySelector<HTMLButtonElement>(`button[data-move="${target}"]`);
  const handle = chip?.querySelector<HTMLElement>('[data-rfd-drag-handle-draggable-id]');
  const heading = board.querySelector<HTMLElement>('#rankings-title');
  const found = button && !button.disabled ? button : (handle ?? heading);
  found?.focus();
}
