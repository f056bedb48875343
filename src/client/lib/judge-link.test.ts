import { describe, expect, it } from 'vitest';
import { judgeFromFragment, judgeLink, teamFromFragment, teamLink } from './judge-link.ts';

describe('judge and team links', () => {
  it('carries the judge secret in the fragment, and reads it back', () => {
    const link = judgeLink('http://10.0.0.5:3000', 'room-1', 'Ab_c-9');
    expect(link).toBe('http://10.0.0.5:3000/judge#judge=room-1.Ab_c-9');
    expect(judgeFromFragment(new URL(link).hash)).toEqual({ roomId: 'room-1', token: 'Ab_c-9' });
  });

  it('reads no judge from a fragment without one, or a broken one', () => {
    for (const hash of [
      '',
      '#',
      '#judge=',
      '#judge=.tok',
      '#judge=room',
      '#judge=room.a.b',
      '#admin=r.t',
    ]) {
      expect(judgeFromFragment(hash)).toBeNull();
    }
  });

  it('makes a team link of the join form with the code, the secret in the fragment', () => {
    const link = teamLink('http://10.0.0.5:3000', 'ABCDE12345', 'tok_EN-1');
    expect(link).toBe('http://10.0.0.5:3000/join?code=ABCDE12345#team=tok_EN-1');
    const url = new URL(link);
    expect(url.search).not.toContain('tok');
    expect(teamFromFragment(url.hash)).toBe('tok_EN-1');
    expect(teamFromFragment('#team=bad token')).toBeNull();
    expect(teamFromFragment('')).toBeNull();
  });
});
