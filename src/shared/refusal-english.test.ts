import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from './contestant-import.ts';
import { issueKey } from './issue-keys.ts';
import { readIssueKey } from './read-issue-key.ts';
import { englishOf, wordIssue } from './refusal-english.ts';
import { createRoomInput } from './schemas.ts';

describe('issue keys', () => {
  it('read back as the reason and values they were made of', () => {
    expect(readIssueKey(issueKey('fillInAllFields'))).toStrictEqual({
      reason: 'fillInAllFields',
      values: {},
    });
    expect(readIssueKey(issueKey('tooLong', { field: 'roomName', max: 20 }))).toStrictEqual({
      reason: 'tooLong',
      values: { field: 'roomName', max: 20 },
    });
  });

  it('are not read into any other message', () => {
    for (const message of [
      undefined,
      'Invalid input: expected string, received number',
      'conflictOfInterest',
      'tooLong {not json}',
      'tooLong ["roomName"]',
      'tooLong {"field":{"nested":true}}',
    ]) {
      expect(readIssueKey(message)).toBeNull();
    }
  });
});

describe('wordIssue', () => {
  it("gives a schema's issue its reason, values and the server's English", () => {
    const parsed = createRoomInput.safeParse({ name: '', title: 't' });
    expect(wordIssue(parsed.error?.issues[0]?.message)).toStrictEqual({
      reason: 'required',
      values: { field: 'roomName' },
      message: 'Room name is required.',
    });
  });

  it("keeps zod's own words for a check the schemas do not word", () => {
    expect(wordIssue('Unrecognized key: "admin"')).toStrictEqual({
      reason: 'notValid',
      values: {},
      message: 'Unrecognized key: "admin"',
    });
  });
});

describe('englishOf', () => {
  it('says a file too large as the import dialog does before sending it', () => {
    expect(englishOf('importTooLarge', { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) })).toBe(
      IMPORT_TOO_LARGE,
    );
  });
});
