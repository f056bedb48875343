import { describe, expect, it } from 'vitest';
import { appI18n } from '#client/lib/i18n/app-language.ts';
import type { ReceiptInAward } from '#shared/ballot-record.ts';
import { awardsWithReceipt, countedLine, outcomeLines } from './receipt-outcome.ts';

const receipt = 'K7Q2-9XF4-M3TD-8WQA';
const pick = (rank: number, contestantName: string) => ({
  rank,
  contestantId: contestantName.toLowerCase(),
  contestantName,
});
const entry = (over: Partial<ReceiptInAward>): ReceiptInAward => ({
  awardId: 'overall',
  awardName: 'Overall',
  ballot: null,
  amendments: [],
  ...over,
});

describe('what Check my ballot says', () => {
  it('lists a counted ballot by place', () => {
    const rankings = [pick(1, 'Alpha'), pick(2, 'Bravo'), pick(3, 'Charlie')];
    expect(countedLine(appI18n, rankings)).toBe('Counted: 1st Alpha, 2nd Bravo, 3rd Charlie');
    expect(outcomeLines(appI18n, entry({ ballot: { receipt, rankings } }))).toEqual([
      'Counted: 1st Alpha, 2nd Bravo, 3rd Charlie',
    ]);
  });

  it('says what happened before what counted, for a ballot an organiser changed', () => {
    const changed = entry({
      ballot: { receipt, rankings: [pick(1, 'Alpha'), pick(2, 'Charlie')] },
      amendments: [
        { receipt, what: 'changed', why: 'contestant_removed', contestantName: 'Bravo' },
      ],
    });
    expect(outcomeLines(appI18n, changed)).toEqual([
      'Changed when Bravo was removed.',
      'Counted: 1st Alpha, 2nd Charlie',
    ]);
  });

  it('says a deleted ballot was deleted, and why', () => {
    const removed = entry({
      amendments: [{ receipt, what: 'deleted', why: 'participant_removed' }],
    });
    expect(outcomeLines(appI18n, removed)).toEqual([
      'Deleted by an organiser, who removed its voter from the room.',
    ]);
    const emptied = entry({
      amendments: [
        { receipt, what: 'deleted', why: 'contestant_removed', contestantName: 'Bravo' },
      ],
    });
    expect(outcomeLines(appI18n, emptied)).toEqual([
      'Deleted when Bravo, its only pick, was removed.',
    ]);
  });

  it('checks a sealed ballot against the device’s own, when it can', () => {
    const sealed = entry({ ballot: { receipt, sha256: 'ab'.repeat(32) } });
    expect(outcomeLines(appI18n, sealed, true)).toEqual([
      'Counted, sealed: its published hash matches your ballot.',
    ]);
    expect(outcomeLines(appI18n, sealed, false)[0]).toContain('does not match');
    expect(outcomeLines(appI18n, sealed)[0]).toContain('lists its hash, not its rankings');
  });

  it('says so when the record holds nothing for the receipt', () => {
    expect(outcomeLines(appI18n, entry({}))).toEqual(['Not in the ballot record.']);
    const two = [entry({}), entry({ awardId: 'design', awardName: 'Design' })];
    expect(awardsWithReceipt(two)).toEqual([two[0]]);
    const found = entry({ awardId: 'design', ballot: { receipt, rankings: [pick(1, 'Alpha')] } });
    expect(awardsWithReceipt([entry({}), found])).toEqual([found]);
  });
});
