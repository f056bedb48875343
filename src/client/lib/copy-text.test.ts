import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

// The selection way needs a page; the browser tests (tests/e2e/plain-http.spec.ts) drive it.
describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes the text with the Clipboard API where there is one', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('ABCDE12345')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABCDE12345');
  });

  it('says nothing was copied when the clipboard refuses and nothing else can copy', async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await copyText('ABCDE12345')).toBe(false);
  });

  it('says nothing was copied without a clipboard (an insecure page) and nothing else', async () => {
    vi.stubGlobal('navigator', {});
    expect(await copyText('ABCDE12345')).toBe(false);
  });
});
