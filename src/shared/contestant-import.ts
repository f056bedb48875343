import { z } from 'zod';
import { contestant } from './api.ts';
import { issueKey } from './issue-keys.ts';
import { reasonWithValues } from './refusals.ts';

/** Most contestant rows one CSV file may hold (blank rows are not counted). */
export const IMPORT_MAX_ROWS = 500;
/** Largest CSV file of contestants, in UTF-8 bytes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** Why a file over IMPORT_MAX_BYTES is refused, said before and after it is sent. */
export const IMPORT_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: import at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB at a time.`;

/** A CSV file of contestants as the organiser chose it: its text, UTF-8. */
export const importContestantsInput = z.strictObject({
  csv: z.string({ error: issueKey('csvNotText') }),
});
export type ImportContestantsInput = z.input<typeof importContestantsInput>;

/**
 * One row of the file as it was read: its row number as a spreadsheet shows
 * it (the header is row 1), its fields, and what stops it being added, in
 * English ("Row 4: Contestant name is required.") and, in the same order, as
 * the reason and values a device words (`issues`). No problems: it is added.
 */
export const importRow = z.object({
  row: z.number().int(),
  name: z.string(),
  blurb: z.string(),
  imageUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  /** The table the row gives, when it gives a whole number (checked with the rest). */
  tableNumber: z.number().int().nullable(),
  problems: z.array(z.string()),
  issues: z.array(reasonWithValues),
});
export type ImportRow = z.infer<typeof importRow>;

/**
 * What importing the file would do, without doing it: every row with its
 * problems; `notes` about the file as a whole (columns ignored, characters
 * that could not be read) in English, and in the same order as the reason
 * and values a device words (`noteReasons`); `ready`, the rows that would be
 * added; `space`, how many more contestants the room can hold now.
 */
export const importPreviewResponse = z.object({
  rows: z.array(importRow),
  notes: z.array(z.string()),
  noteReasons: z.array(reasonWithValues),
  ready: z.number().int(),
  space: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewResponse>;

/** What an import did: the contestants added, in order, and the rows skipped with their problems. */
export const importResponse = z.object({
  contestants: z.array(contestant),
  skipped: z.array(importRow),
});
export type ImportResult = z.infer<typeof importResponse>;
