import { z } from 'zod';
import {
  CONTESTANT_BLURB_MAX_LENGTH,
  CONTESTANT_NAME_MAX_LENGTH,
  IMAGE_DATA_URL_MAX_BYTES,
  IMAGE_DATA_URL_TYPES,
  MAX_CONTESTANTS_PER_ROOM,
  MAX_RANKINGS,
  PARTICIPANT_NAME_MAX_LENGTH,
  PARTICIPANT_PAGE_MAX,
  PARTICIPANT_PAGE_SIZE,
  PARTICIPANT_SEARCH_MAX_LENGTH,
  ROOM_CODE_LENGTH,
  ROOM_NAME_MAX_LENGTH,
  ROOM_TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { languageField } from './language-schemas.ts';
import { RECEIPT_INPUT_MAX } from './receipts.ts';
import type { Field } from './refusal-reasons.ts';
import { normaliseRoomCode } from './room-code.ts';
import { tableNumberField } from './table-numbers.ts';
import { isHttpUrl } from './urls.ts';

/**
 * A required, trimmed line of text with a message for each failure: a key
 * naming the field (`issue-keys.ts`), which the device and the server word.
 */
export function requiredText(field: Field, max: number) {
  return z
    .string({ error: issueKey('required', { field }) })
    .trim()
    .min(1, { error: issueKey('required', { field }) })
    .max(max, { error: issueKey('tooLong', { field, max }) });
}

const DATA_URL_PATTERN = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The decoded size of a base64 payload, without decoding it. */
function base64Bytes(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

export type ImageDataUrl = { mimeType: string; base64: string };

/** Parses an inline image data URL of an allowed type, or returns null. */
export function parseImageDataUrl(value: string): ImageDataUrl | null {
  const match = DATA_URL_PATTERN.exec(value);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  const mimeType = match[1];
  if (!(IMAGE_DATA_URL_TYPES as readonly string[]).includes(mimeType)) return null;
  return { mimeType, base64: match[2] };
}

/** An empty optional field means "none". */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalHttpUrl = (field: Field) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(URL_MAX_LENGTH, { error: issueKey('tooLong', { field, max: URL_MAX_LENGTH }) })
      .refine(isHttpUrl, { error: issueKey('notHttpUrl', { field }) })
      .nullable()
      .optional(),
  );

/** The pasted image types as a message names them: "PNG, JPEG, GIF, WEBP". */
const PASTED_TYPES = IMAGE_DATA_URL_TYPES.map((t) => t.slice(6).toUpperCase()).join(', ');

const imageUrlField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value.startsWith('data:')) {
        const image = parseImageDataUrl(value);
        if (!image) fail(issueKey('pastedImageType', { types: PASTED_TYPES }));
        else if (base64Bytes(image.base64) > IMAGE_DATA_URL_MAX_BYTES) {
          fail(issueKey('pastedImageTooLarge', { kilobytes: IMAGE_DATA_URL_MAX_BYTES / 1024 }));
        }
        return;
      }
      if (value.length > URL_MAX_LENGTH) {
        fail(issueKey('tooLong', { field: 'imageUrl', max: URL_MAX_LENGTH }));
      } else if (!isHttpUrl(value)) fail(issueKey('notHttpUrl', { field: 'imageUrl' }));
    })
    .nullable()
    .optional(),
);

export const createRoomInput = z.strictObject({
  name: requiredText('roomName', ROOM_NAME_MAX_LENGTH),
  title: requiredText('challengeTitle', ROOM_TITLE_MAX_LENGTH),
  /** The room's language: the organiser's when they create it (else English). */
  language: languageField.optional(),
});
export type CreateRoomInput = z.input<typeof createRoomInput>;

export const roomCodeParam = z
  .string()
  .transform(normaliseRoomCode)
  .pipe(
    z.string().regex(new RegExp(`^[A-Z0-9]{1,${ROOM_CODE_LENGTH}}$`), {
      error: issueKey('roomNotFoundByCode'),
    }),
  );

/** A secret of a link (a team link), as the server made it: URL-safe base64. */
export const secretText = z
  .string({ error: issueKey('linkNotValid') })
  .regex(/^[A-Za-z0-9_-]{22,128}$/, { error: issueKey('linkNotValid') });

const joinField = z
  .string({ error: issueKey('fillInAllFields') })
  .trim()
  .min(1, {
    error: issueKey('fillInAllFields'),
  });

export const joinRoomInput = z.strictObject({
  code: joinField.transform(normaliseRoomCode).pipe(
    z.string().regex(new RegExp(`^[A-Z0-9]{1,${ROOM_CODE_LENGTH}}$`), {
      error: issueKey('roomNotFoundByCode'),
    }),
  ),
  name: joinField.pipe(
    z.string().max(PARTICIPANT_NAME_MAX_LENGTH, {
      error: issueKey('tooLong', { field: 'name', max: PARTICIPANT_NAME_MAX_LENGTH }),
    }),
  ),
  /** The secret of the team link the participant joins through: they join that team. */
  teamToken: secretText.optional(),
});
export type JoinRoomInput = z.input<typeof joinRoomInput>;

export const addContestantInput = z.strictObject({
  name: requiredText('contestantName', CONTESTANT_NAME_MAX_LENGTH),
  blurb: requiredText('shortDescription', CONTESTANT_BLURB_MAX_LENGTH),
  imageUrl: imageUrlField,
  demoUrl: optionalHttpUrl('demoUrl'),
  tableNumber: tableNumberField,
});
export type AddContestantInput = z.input<typeof addContestantInput>;

export const idParam = z.uuid({ error: issueKey('notAnId') });
/** A participant's (or a judge's) id in a path: voter_{timestamp}_{random}. */
export const participantIdParam = z.string().min(1).max(100);

/** The room's contestants in their new order: each of them once, by id. */
export const reorderContestantsInput = z.strictObject({
  contestantIds: z
    .array(idParam, { error: issueKey('contestantIdList') })
    .max(MAX_CONTESTANTS_PER_ROOM, {
      error: issueKey('roomContestantLimit', { max: MAX_CONTESTANTS_PER_ROOM }),
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: issueKey('contestantTwiceInOrder'),
    }),
});
export type ReorderContestantsInput = z.input<typeof reorderContestantsInput>;

/**
 * A ballot as a voter sends it: contestants in ranked order. Rank, when sent,
 * must match the position; points, when sent, are ignored (the server
 * computes them from the rank).
 */
export const submitBallotInput = z
  .strictObject({
    /** The award voted in. */
    awardId: idParam,
    rankings: z
      .array(
        z.strictObject({
          contestantId: idParam,
          rank: z.number().int().optional(),
          points: z.number().optional(),
        }),
        { error: issueKey('rankingsNotList') },
      )
      .min(1, { error: issueKey('rankAtLeastOne') })
      .max(MAX_RANKINGS, { error: issueKey('rankAtMost', { max: MAX_RANKINGS }) }),
  })
  .superRefine((ballot, ctx) => {
    const ids = ballot.rankings.map((entry) => entry.contestantId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: issueKey('rankedTwice') });
    }
    ballot.rankings.forEach((entry, index) => {
      if (entry.rank !== undefined && entry.rank !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rankings', index, 'rank'],
          message: issueKey('rankOutOfPlace'),
        });
      }
    });
  });
export type SubmitBallotInput = z.input<typeof submitBallotInput>;

export const holdResultsInput = z.strictObject({ holdResults: z.boolean() });
export const publishBallotsInput = z.strictObject({ publishBallots: z.boolean() });
export type PublishBallotsInput = z.input<typeof publishBallotsInput>;
/** A receipt as typed: normalised and checked by the service, which says what a receipt looks like. */
export const checkReceiptInput = z.strictObject({ receipt: z.string().max(RECEIPT_INPUT_MAX) });
export type HoldResultsInput = z.input<typeof holdResultsInput>;

/** Which participants the organiser's list shows: everyone, or those who have or have not voted. */
export const participantFilter = z.enum(['all', 'voted', 'not-voted'], {
  error: issueKey('statusNotOption'),
});
export type ParticipantFilter = z.infer<typeof participantFilter>;

/**
 * A page of a room's participants: part of a name to search for (any case),
 * a filter on whether they voted, and where the page starts.
 */
export const participantsQuery = z.strictObject({
  search: z
    .string()
    .trim()
    .max(PARTICIPANT_SEARCH_MAX_LENGTH, {
      error: issueKey('tooLong', { field: 'search', max: PARTICIPANT_SEARCH_MAX_LENGTH }),
    })
    .default(''),
  status: participantFilter.default('all'),
  offset: z.coerce
    .number({ error: issueKey('wholeNumber', { field: 'offset' }) })
    .int({ error: issueKey('wholeNumber', { field: 'offset' }) })
    .min(0, { error: issueKey('atLeast', { field: 'offset', min: 0 }) })
    .max(1_000_000, { error: issueKey('tooLarge', { field: 'offset' }) })
    .default(0),
  limit: z.coerce
    .number({ error: issueKey('wholeNumber', { field: 'limit' }) })
    .int({ error: issueKey('wholeNumber', { field: 'limit' }) })
    .min(1, { error: issueKey('atLeast', { field: 'limit', min: 1 }) })
    .max(PARTICIPANT_PAGE_MAX, {
      error: issueKey('atMost', { field: 'limit', max: PARTICIPANT_PAGE_MAX }),
    })
    .default(PARTICIPANT_PAGE_SIZE),
});
export type ParticipantsQuery = z.input<typeof participantsQuery>;
