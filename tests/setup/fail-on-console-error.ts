import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length > 0) {
    throw new Error(`console.error was called:\n${logged.map((a) => a.join(' ')).join('\n')}`);
  }
});
