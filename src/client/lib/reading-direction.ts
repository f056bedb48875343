/**
 * Whether `element` lays out right to left (the page is in Arabic): the arrow
 * keys then go the way the page reads, ← forward and → back.
 */
export function readsRightToLeft(element: Element = document.documentElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}
