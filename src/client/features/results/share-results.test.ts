import { afterEach, describe, expect, it, vi } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { Results, Room } from '#shared/api.ts';
import { pointsLabel, shareResults, shareText, shareTitle, winningScore } from './share-results.ts';

const room: Room = {
  id: 'room-1',
  code: 'ABCDE12345',
  name: 'Spring Jam',
  title: 'AI Agents',
  status: 'ended',
  holdResults: false,
  publishBallots: true,
  language: 'en',
  revealStep: 0,
  votingEndsAt: null,
  rehearsal: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function score(id: string, name: string, totalPoints: number, rank: number) {
  return {
    contestantId: id,
    contestantName: name,
    totalPoints,
    rank,
    voteBreakdown: { firstPlace: 0, secondPlace: 0, thirdPlace: 0 },
  };
}

const results: Results = {
  roomId: 'room-1',
  finalScores: [score('a', 'Pixel Pals', 12, 1), score('b', 'Byte Club', 7, 2)],
  winnerId: 'a',
  totalBallots: 5,
  createdAt: '2025-01-01T01:00:00.000Z',
  awards: [],
};
results.awards.push({
  awardId: 'overall',
  awardName: 'Overall',
  voters: 'everyone',
  judgesWeight: null,
  finalScores: results.finalScores,
  winnerId: results.winnerId,
  totalBallots: results.totalBallots,
});

describe('shareText', () => {
  it('states the winner, the challenge and the points, and invites voting', () => {
    expect(shareText(appI18n, room, results)).toBe(
      '🏆 Pixel Pals won the AI Agents coding challenge with 12 points! Run live ranked-choice voting for your own hackathon with VibeRank.',
    );
  });

  it('names the contestant results mark as winner', () => {
    const text = shareText(appI18n, room, { ...results, winnerId: 'b' });
    expect(text).toContain('Byte Club won the AI Agents coding challenge with 7 points!');
  });

  it('falls back to the top score when no winner id is set', () => {
    expect(shareText(appI18n, room, { ...results, winnerId: null })).toContain('Pixel Pals won');
  });

  it('says "point" for a single point', () => {
    const single = { ...results, finalScores: [score('a', 'Solo', 1, 1)] };
    expect(shareText(appI18n, room, single)).toContain('with 1 point!');
  });

  it('still reads well with no scores at all', () => {
    const text = shareText(appI18n, room, { ...results, finalScores: [], winnerId: null });
    expect(text).toBe(
      '🏆 The AI Agents coding challenge has ended! Run live ranked-choice voting for your own hackathon with VibeRank.',
    );
  });
});

describe('helpers', () => {
  it('builds the share title from the room name', () => {
    expect(shareTitle(appI18n, room)).toBe('Spring Jam — Final Results');
  });

  it('pluralises points', () => {
    expect(pointsLabel(appI18n, 0)).toBe('0 points');
    expect(pointsLabel(appI18n, 1)).toBe('1 point');
    expect(pointsLabel(appI18n, 2)).toBe('2 points');
  });

  it('finds the winning score', () => {
    expect(winningScore(results)?.contestantName).toBe('Pixel Pals');
    expect(winningScore({ ...results, finalScores: [] })).toBeUndefined();
  });
});

describe('shareResults', () => {
  const link = 'http://192.168.1.20:3000/results/ABCDE12345';
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands the share sheet the title, the text and the address it is given', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', { share });
    expect(await shareResults(appI18n, room, results, link)).toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Spring Jam — Final Results',
      text: shareText(appI18n, room, results),
      url: link,
    });
  });

  it('copies the text and the address where there is no share sheet', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareResults(appI18n, room, results, link)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${shareText(appI18n, room, results)} ${link}`);
  });

  it('falls back to the clipboard when the share sheet refuses', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const share = vi.fn(async () => {
      throw new Error('Not allowed');
    });
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    expect(await shareResults(appI18n, room, results, link)).toBe('copied');
  });

  it('ends quietly when the person cancels the share sheet', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    expect(await shareResults(appI18n, room, results, link)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('fails where neither a share sheet nor a clipboard is offered (an insecure page)', async () => {
    vi.stubGlobal('navigator', {});
    expect(await shareResults(appI18n, room, results, link)).toBe('failed');
  });

  it('fails when the clipboard refuses and no page can hold a selection', async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await shareResults(appI18n, room, results, link)).toBe('failed');
    expect(writeText).toHaveBeenCalledOnce();
  });
});
