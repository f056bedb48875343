import fc from 'fast-check';

/** Single characters a hostile client likes: NUL, lone surrogates, controls, URL syntax, astral. */
const hostileChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\0',
      '\ud800',
      '\udfff',
      '\ud83d',
      '\u0001',
      '\u007f',
      '\ufffe',
      '\u202e',
      '%',
      '/',
      '?',
      '#',
      '\\',
      '..',
      '%00',
      '%E0%A4%A',
      '%ED%A0%80',
      ' ',
      '😀',
      'é',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
);

/** Short text made of hostile characters. */
export const hostileText = fc.string({ unit: hostileChar, maxLength: 24 });

/** Text of any size from empty to past the body limit, mostly small. */
export const sizedText = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 600_000 }), fc.constantFrom('x', '\0', 'é', '\ud800'))
      .map(([size, unit]) => unit.repeat(size)),
  },
);

/** Any JSON-like value, with hostile text in its strings and keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.object({
    key: hostileText,
    values: [hostileText, fc.integer(), fc.boolean(), fc.constant(null), fc.double()],
    maxDepth: 3,
  }),
  hostileText,
);

/**
 * Percent-encodes text, lone surrogates included: each becomes the three
 * bytes it would have in WTF-8, which no UTF-8 decoder accepts.
 */
export function encodeHostile(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (/^[A-Za-z0-9\-_.~]$/.test(char)) out += char;
    else if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`;
    } else {
      for (const byte of Buffer.from(char)) out += `%${byte.toString(16).padStart(2, '0')}`;
    }
  }
  return out.toUpperCase();
}

/** How a piece of text goes into a URL: properly encoded, as it is, or with a broken escape. */
export const urlEncoding = fc.constantFrom('encoded', 'raw', 'broken');
export type UrlEncoding = 'encoded' | 'raw' | 'broken';

export function inUrl(text: string, encoding: UrlEncoding): string {
  if (encoding === 'encoded') return encodeHostile(text);
  if (encoding === 'broken') return `${encodeHostile(text)}%E0%A4%`;
  return text;
}
