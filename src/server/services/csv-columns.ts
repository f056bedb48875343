import { englishOf } from '#shared/refusal-english.ts';
import type { NoteReason } from '#shared/refusal-reasons.ts';
import type { ReasonWithValues } from '#shared/refusals.ts';

/** The contestant fields a CSV column can fill. */
export type ImportField = 'name' | 'blurb' | 'imageUrl' | 'demoUrl' | 'tableNumber';

/** The note on a column ignored because another already gives its field, by the field. */
const REPEATED: Record<ImportField, NoteReason> = {
  name: 'nameColumnRepeated',
  blurb: 'descriptionColumnRepeated',
  imageUrl: 'imageUrlColumnRepeated',
  demoUrl: 'demoUrlColumnRepeated',
  tableNumber: 'tableColumnRepeated',
};

/**
 * The header names each field is known by, compared without case, spaces,
 * dashes or underscores ("Image URL", "image_url" and "imageUrl" are one).
 */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  name: ['name', 'title', 'project', 'team', 'project name', 'team name', 'contestant'],
  blurb: ['description', 'blurb', 'tagline', 'summary', 'short description'],
  imageUrl: ['image', 'image url', 'logo', 'picture'],
  demoUrl: ['demo', 'demo url', 'link', 'url', 'website'],
  tableNumber: ['table', 'table number', 'table no', 'booth', 'stand'],
};

/** A header name reduced to lower-case letters and digits. */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const FIELD_BY_HEADER = new Map<string, ImportField>(
  (Object.entries(SYNONYMS) as [ImportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [normaliseHeader(name), field] as const),
  ),
);

/** The field a header names, or null when it names none. */
export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_BY_HEADER.get(normaliseHeader(header)) ?? null;
}

export type ColumnMap = {
  /** The column each field is read from. */
  columns: Partial<Record<ImportField, number>>;
  /** Columns not read, each said once: in English, and as a device words it (same order). */
  notes: string[];
  noteReasons: ReasonWithValues[];
};

/** Shows a header in a note: cut short if long. */
function shown(header: string): string {
  const text = header.trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * Matches a header row to the contestant fields: the first column that names
 * a field fills it; a column naming no field, or a field already filled, is
 * ignored with a note.
 */
export function matchColumns(headers: readonly string[]): ColumnMap {
  const columns: Partial<Record<ImportField, number>> = {};
  // Each note once, by its English, in the order first made.
  const notes = new Map<string, ReasonWithValues>();
  const note = (reason: NoteReason, values: Record<string, string>) =>
    notes.set(englishOf(reason, values), { reason, values });
  headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const field = fieldOfHeader(header);
    if (field === null) {
      note('columnIgnored', { column: shown(header) });
      return;
    }
    const taken = columns[field];
    if (taken !== undefined) {
      note(REPEATED[field], { column: shown(header), taken: shown(headers[taken] ?? '') });
      return;
    }
    columns[field] = index;
  });
  return { columns, notes: [...notes.keys()], noteReasons: [...notes.values()] };
}
