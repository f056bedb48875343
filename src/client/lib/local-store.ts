// localStorage, read and written so that a browser refusing it (private
// browsing, a full quota) costs only what would have been kept.

export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the session then lasts the page.
  }
}

/** The keys kept that start with this prefix; none when storage cannot be listed. */
export function keysStartingWith(prefix: string): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) =>
      localStorage.key(index),
    ).filter((key): key is string => key?.startsWith(prefix) === true);
  } catch {
    return [];
  }
}
