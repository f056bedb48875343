import { describe, expect, it } from 'vitest';
import { whyNoResults } from './results-stage.ts';

describe('whyNoResults', () => {
  it('is open while voting is open, held or not', () => {
    expect(whyNoResults({ status: 'setup', holdResults: false })).toBe('open');
    expect(whyNoResults({ status: 'setup', holdResults: true })).toBe('open');
  });

  it('waits for the reveal when the ended room holds its results', () => {
    expect(whyNoResults({ status: 'ended', holdResults: true })).toBe('held');
  });

  it('is calculating when the room has ended without a hold', () => {
    expect(whyNoResults({ status: 'ended', holdResults: false })).toBe('calculating');
  });
});
