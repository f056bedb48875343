/** The contestant fields a CSV column can fill. */
export type ImportField = 'name' | 'blurb' | 'imageUrl' | 'demoUrl';

/** How each field is spoken of in words, in notes about the file. */
export const FIELD_WORDS: Record<ImportField, string> = {
  name: 'name',
  blurb: 'description',
  imageUrl: 'image URL',
  demoUrl: 'demo URL',
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
  /** Columns not read, each said once in words. */
  notes: string[];
};

/** Shows a header in a note: quoted, and cut short if long. */
function quoted(header: string): string {
  const text = header.trim();
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

/**
 * Matches a header row to the contestant fields: the first column that names
 * a field fills it; a column naming no field, or a field already filled, is
 * ignored with a note.
 */
export function matchColumns(headers: readonly string[]): ColumnMap {
  const columns: Partial<Record<ImportField, number>> = {};
  const notes: string[] = [];
  headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const field = fieldOfHeader(header);
    if (field === null) {
      notes.push(`Column ${quoted(header)} is not a contestant field, so it is ignored.`);
      return;
    }
    const taken = columns[field];
    if (taken !== undefined) {
      notes.push(
        `Column ${quoted(header)} is ignored: column ${quoted(headers[taken] ?? '')} already gives the ${FIELD_WORDS[field]}.`,
      );
      return;
    }
    columns[field] = index;
  });
  return { columns, notes: [...new Set(notes)] };
}
