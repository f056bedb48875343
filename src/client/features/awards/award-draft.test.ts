import { describe, expect, it } from 'vitest';
import type { Contestant } from '#shared/api.ts';
import {
  type AwardDraft,
  awardDraftOf,
  EMPTY_AWARD_DRAFT,
  toggleChosen,
  validateAwardDraft,
} from './award-draft.ts';

const ids = [
  '6f1c1a9e-3b41-4c2e-9a57-0d6b7c1e2f01',
  '6f1c1a9e-3b41-4c2e-9a57-0d6b7c1e2f02',
  '6f1c1a9e-3b41-4c2e-9a57-0d6b7c1e2f03',
] as const;
const contestants: Contestant[] = ids.map((id, index) => ({
  id,
  roomId: 'room',
  name: `Project ${index + 1}`,
  blurb: '',
  imageUrl: null,
  demoUrl: null,
  orderIndex: index + 1,
  tableNumber: null,
}));

describe('validateAwardDraft', () => {
  it('sends a trimmed name, open to all contestants by default', () => {
    const draft: AwardDraft = { ...EMPTY_AWARD_DRAFT, name: '  Best Design ' };
    expect(validateAwardDraft(draft, contestants)).toEqual({
      ok: true,
      value: { name: 'Best Design', contestantIds: null, voters: 'everyone', judgesWeight: null },
    });
  });

  it("sends who votes, and a blend's weight as a whole number of percent", () => {
    const blend: AwardDraft = {
      ...EMPTY_AWARD_DRAFT,
      name: 'Grand Prize',
      voters: 'judges_and_audience',
      judgesWeight: ' 70 ',
    };
    expect(validateAwardDraft(blend, contestants)).toMatchObject({
      ok: true,
      value: { voters: 'judges_and_audience', judgesWeight: 70 },
    });
    // A weight typed before choosing another side is not sent.
    expect(
      validateAwardDraft({ ...blend, voters: 'judges', judgesWeight: 'x' }, contestants),
    ).toMatchObject({ ok: true, value: { voters: 'judges', judgesWeight: null } });
    for (const judgesWeight of ['', '101', '12.5', '-1', 'abc']) {
      expect(validateAwardDraft({ ...blend, judgesWeight }, contestants)).toEqual({
        ok: false,
        errors: { judgesWeight: "Judges' weight must be a whole number from 0 to 100." },
      });
    }
  });

  it('sends the chosen contestants in room order, dropping any no longer in the room', () => {
    const draft: AwardDraft = {
      ...EMPTY_AWARD_DRAFT,
      name: 'Track',
      openTo: 'chosen',
      chosen: new Set([ids[2], ids[0], '6f1c1a9e-3b41-4c2e-9a57-0d6b7c1e2f99']),
    };
    expect(validateAwardDraft(draft, contestants)).toEqual({
      ok: true,
      value: {
        name: 'Track',
        contestantIds: [ids[0], ids[2]],
        voters: 'everyone',
        judgesWeight: null,
      },
    });
  });

  it('refuses a blank or long name and an empty choice, field by field', () => {
    const blank = validateAwardDraft(
      { ...EMPTY_AWARD_DRAFT, name: '  ', openTo: 'chosen', chosen: new Set() },
      contestants,
    );
    expect(blank).toEqual({
      ok: false,
      errors: {
        name: 'Award name is required.',
        contestantIds: 'Choose at least one contestant.',
      },
    });
    const long = validateAwardDraft({ ...EMPTY_AWARD_DRAFT, name: 'x'.repeat(41) }, contestants);
    expect(long).toEqual({
      ok: false,
      errors: { name: 'Award name must be at most 40 characters.' },
    });
  });
});

describe('awardDraftOf and toggleChosen', () => {
  it('fills the dialog from an award, and toggles one contestant without touching the draft', () => {
    expect(
      awardDraftOf({
        id: 'x',
        name: 'Overall',
        contestantIds: null,
        voters: 'everyone',
        judgesWeight: null,
      }),
    ).toEqual({
      name: 'Overall',
      openTo: 'all',
      chosen: new Set(),
      voters: 'everyone',
      judgesWeight: '50',
    });
    const draft = awardDraftOf({
      id: 'y',
      name: 'Track',
      contestantIds: [ids[1]],
      voters: 'everyone',
      judgesWeight: null,
    });
    expect(draft.openTo).toBe('chosen');
    const more = toggleChosen(draft, ids[0], true);
    expect([...more.chosen].sort()).toEqual([ids[0], ids[1]]);
    expect([...toggleChosen(more, ids[1], false).chosen]).toEqual([ids[0]]);
    expect([...draft.chosen]).toEqual([ids[1]]);
  });
});
