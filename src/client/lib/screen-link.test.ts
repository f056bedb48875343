import { describe, expect, it } from 'vitest';
import { isTransparent, screenFromFragment, screenLink } from './screen-link.ts';

describe('screen links', () => {
  it('carries the room and secret in the fragment, and reads them back', () => {
    const link = screenLink('http://10.0.0.5:3000', 'room-1', 'Ab_c-9');
    expect(link).toBe('http://10.0.0.5:3000/screen#screen=room-1.Ab_c-9');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(screenFromFragment(url.hash)).toEqual({ roomId: 'room-1', token: 'Ab_c-9' });
    expect(isTransparent(url.search)).toBe(false);
  });

  it('asks for no background in the query, with the secret still in the fragment only', () => {
    const url = new URL(screenLink('http://10.0.0.5:3000', 'room-1', 'Ab_c-9', true));
    expect(url.search).toBe('?background=transparent');
    expect(isTransparent(url.search)).toBe(true);
    expect(url.search).not.toContain('Ab_c');
    expect(screenFromFragment(url.hash)?.token).toBe('Ab_c-9');
  });

  it('reads no screen from a fragment without one, a broken one, or a judge link', () => {
    for (const hash of ['', '#screen=', '#screen=.tok', '#screen=room', '#judge=r.t']) {
      expect(screenFromFragment(hash)).toBeNull();
    }
  });
});
