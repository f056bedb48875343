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
import { languageField } from './language-schemas.ts';
import { MESSAGES } from './messages.ts';
import { RECEIPT_INPUT_MAX } from './receipts.ts';
import { normaliseRoomCode } from './room-code.ts';
import { isHttpUrl } from './urls.ts';

/** A required, trimmed line of text with a worded message for each failure. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
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

const optionalHttpUrl = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(URL_MAX_LENGTH, { error: `${label} must be at most ${URL_MAX_LENGTH} characters.` })
      .refine(isHttpUrl, { error: `${label} must be a valid http(s) URL.` })
      .nullable()
      .optional(),
  );

const imageUrlField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value.startsWith('data:')) {
        const image = parseImageDataUrl(value);
        if (!image) {
          ctx.addIssue({
            code: 'custom',
            message: `Pasted images must be ${IMAGE_DATA_URL_TYPES.map((t) => t.slice(6).toUpperCase()).join(', ')} data.`,
          });
        } else if (base64Bytes(image.base64) > IMAGE_DATA_URL_MAX_BYTES) {
          ctx.addIssue({
            code: 'custom',
            message: `Pasted images must be at most ${IMAGE_DATA_URL_MAX_BYTES / 1024} KB.`,
          });
        }
        return;
      }
      if (value.length > URL_MAX_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: `Image URL must be at most ${URL_MAX_LENGTH} characters.`,
        });
      } else if (!isHttpUrl(value)) {
        ctx.addIssue({ code: 'custom', message: 'Image URL must be a valid http(s) URL.' });
      }
    })
    .nullable()
    .optional(),
);

export const createRoomInput = z.strictObject({
  name: requiredText('Room name', ROOM_NAME_MAX_LENGTH),
  title: requiredText('Challenge title', ROOM_TITLE_MAX_LENGTH),
  /** The room's language: the organiser's when they create it (else English). */
  language: languageField.optional(),
});
export type CreateRoomInput = z.input<typeof createRoomInput>;

export const roomCodeParam = z
  .string()
  .transform(normaliseRoomCode)
  .pipe(
    z.string().regex(new RegExp(`^[A-Z0-9]{1,${ROOM_CODE_LENGTH}}$`), {
      error: MESSAGES.roomNotFoundByCode,
    }),
  );

/** A secret of a link (a team link), as the server made it: URL-safe base64. */
export const secretText = z
  .string({ error: 'The link is not valid.' })
  .regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'The link is not valid.' });

const joinField = z.string({ error: MESSAGES.fillInAllFields }).trim().min(1, {
  error: MESSAGES.fillInAllFields,
});

export const joinRoomInput = z.strictObject({
  code: joinField.transform(normaliseRoomCode).pipe(
    z.string().regex(new RegExp(`^[A-Z0-9]{1,${ROOM_CODE_LENGTH}}$`), {
      error: MESSAGES.roomNotFoundByCode,
    }),
  ),
  name: joinField.pipe(
    z.string().max(PARTICIPANT_NAME_MAX_LENGTH, {
      error: `Name must be at most ${PARTICIPANT_NAME_MAX_LENGTH} characters.`,
    }),
  ),
  /** The secret of the team link the participant joins through: they join that team. */
  teamToken: secretText.optional(),
});
export type JoinRoomInput = z.input<typeof joinRoomInput>;

export const addContestantInput = z.strictObject({
  name: requiredText('Contestant name', CONTESTANT_NAME_MAX_LENGTH),
  blurb: requiredText('Short description', CONTESTANT_BLURB_MAX_LENGTH),
  imageUrl: imageUrlField,
  demoUrl: optionalHttpUrl('Demo URL'),
});
export type AddContestantInput = z.input<typeof addContestantInput>;

export const idParam = z.uuid({ error: 'Not a valid id.' });
/** A participant's (or a judge's) id in a path: voter_{timestamp}_{random}. */
export const participantIdParam = z.string().min(1).max(100);

/** The room's contestants in their new order: each of them once, by id. */
export const reorderContestantsInput = z.strictObject({
  contestantIds: z
    .array(idParam, { error: 'contestantIds must be a list of contestant ids.' })
    .max(MAX_CONTESTANTS_PER_ROOM, {
      error: `A room has at most ${MAX_CONTESTANTS_PER_ROOM} contestants.`,
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each contestant may appear only once in the order.',
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
        { error: 'Rankings must be a list of contestants.' },
      )
      .min(1, { error: 'Rank at least one contestant.' })
      .max(MAX_RANKINGS, { error: `You can rank up to ${MAX_RANKINGS} contestants.` }),
  })
  .superRefine((ballot, ctx) => {
    const ids = ballot.rankings.map((entry) => entry.contestantId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'Each contestant can be ranked only once.' });
    }
    ballot.rankings.forEach((entry, index) => {
      if (entry.rank !== undefined && entry.rank !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rankings', index, 'rank'],
          message: 'Rank must match the position in the rankings.',
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
  error: 'Status must be all, voted or not-voted.',
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
      error: `Search must be at most ${PARTICIPANT_SEARCH_MAX_LENGTH} characters.`,
    })
    .default(''),
  status: participantFilter.default('all'),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number.' })
    .int({ error: 'Offset must be a whole number.' })
    .min(0, { error: 'Offset must be at least 0.' })
    .max(1_000_000, { error: 'Offset is too large.' })
    .default(0),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number.' })
    .int({ error: 'Limit must be a whole number.' })
    .min(1, { error: 'Limit must be at least 1.' })
    .max(PARTICIPANT_PAGE_MAX, { error: `Limit must be at most ${PARTICIPANT_PAGE_MAX}.` })
    .default(PARTICIPANT_PAGE_SIZE),
});
export type ParticipantsQuery = z.input<typeof participantsQuery>;
