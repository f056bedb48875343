import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { englishOf } from '#shared/refusal-english.ts';
import {
  FIELDS,
  ISSUE_REASONS,
  NOTE_REASONS,
  REFUSAL_REASONS,
  type RefusalReason,
} from '#shared/refusal-reasons.ts';
import { createRoomInput, submitBallotInput } from '#shared/schemas.ts';
import { refusalText } from './refusal-wording.ts';
import { issueText } from './validation-wording.ts';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** A value for every name a message may use, each distinct so that a swapped name shows. */
const SAMPLE = {
  contestantName: 'Ada Lovelace',
  max: 2048,
  min: 7,
  row: 4,
  rows: 612,
  space: 3,
  megabytes: 1,
  kilobytes: 256,
  seconds: 30,
  hours: 24,
  types: 'PNG, JPEG, GIF, WEBP',
  column: 'Votes',
  taken: 'Team',
  table: 14,
};

const REASONS: readonly RefusalReason[] = [...REFUSAL_REASONS, ...ISSUE_REASONS, ...NOTE_REASONS];

describe('the words of a refusal', () => {
  it.each(REASONS)('say %s in the English the server answers, for every field', (reason) => {
    for (const field of FIELDS) {
      const values = { ...SAMPLE, field };
      expect(refusalText(reason, values, english)).toBe(englishOf(reason, values));
    }
  });

  it('are none for a reason this device does not know', () => {
    expect(refusalText('somethingNew', {}, english)).toBeNull();
    expect(refusalText('toString', {}, english)).toBeNull();
  });
});

describe('issueText', () => {
  it("words the device's own check by the key the shared schema gave the issue", () => {
    const parsed = createRoomInput.safeParse({ name: 'x'.repeat(21), title: ' ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issueText(issue, english))).toStrictEqual([
      'Room name must be at most 20 characters.',
      'Challenge title is required.',
    ]);
    const ballot = submitBallotInput.safeParse({ awardId: crypto.randomUUID(), rankings: [] });
    expect(ballot.error?.issues.map((issue) => issueText(issue, english))).toStrictEqual([
      'Rank at least one contestant.',
    ]);
  });

  it("words the server's issue by its reason and values, never by its English", () => {
    const issue = {
      path: 'name',
      message: 'Whatever the server wrote.',
      reason: 'tooLong',
      values: { field: 'contestantName', max: 80 },
    };
    expect(issueText(issue, english)).toBe('Contestant name must be at most 80 characters.');
  });

  it('says "Not valid." for an issue without a reason it knows, or of a field it does not know', () => {
    expect(issueText({ message: 'Invalid input: expected string' }, english)).toBe('Not valid.');
    expect(issueText({ message: 'required {"field":"colour"}' }, english)).toBe('Not valid.');
    expect(issueText({ message: 'x', reason: 'required', values: {} }, english)).toBe('Not valid.');
  });
});
