import { useLayoutEffect, useState } from 'react';

/**
 * A number that changes whenever one of the elements changes size (the
 * window, a font arriving): a dependency for effects that measure them.
 * The elements are those mounted with the component, observed for its life.
 */
export function useResized(elements: () => readonly (Element | null)[]): number {
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: observed once, the elements stay mounted
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => setVersion((count) => count + 1));
    for (const element of elements()) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return version;
}
