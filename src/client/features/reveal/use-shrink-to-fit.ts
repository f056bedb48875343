import { useLayoutEffect, useRef } from 'react';
import { useResized } from './use-resized.ts';

/** The steps a box's type shrinks by, and how far at most (its CSS keeps a floor in px too). */
const STEP = 0.05;
const SMALLEST = 0.4;

/**
 * A box of the big screen whose content must fit it whatever it holds (a
 * long name, tie notes, five awards): sets `--fit` on it, 1 when the content
 * fits, else shrunk in steps until it does. Its CSS multiplies the sizes of
 * its type and spacing by `--fit`, above a floor that stays readable from
 * the back of a hall. `content` says when to fit again.
 */
export function useShrinkToFit<T extends HTMLElement>(content: string) {
  const box = useRef<T>(null);
  const resized = useResized(() => [box.current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: content and resized say when to fit again
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const overflows = () =>
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1;
    // Sizes measured as they end, not as a transition starts them (see staged-reveal.css).
    element.dataset.fitting = '';
    let fit = 1;
    element.style.setProperty('--fit', '1');
    while (fit > SMALLEST && overflows()) {
      fit -= STEP;
      element.style.setProperty('--fit', fit.toFixed(2));
    }
    delete element.dataset.fitting;
  }, [content, resized]);

  return box;
}
