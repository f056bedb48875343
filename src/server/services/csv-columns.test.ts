import { describe, expect, it } from 'vitest';
import { fieldOfHeader, matchColumns, normaliseHeader } from './csv-columns.ts';

describe('contestant CSV headers', () => {
  it.each([
    ['Name', 'name'],
    ['  TITLE ', 'name'],
    ['Project', 'name'],
    ['team', 'name'],
    ['Description', 'blurb'],
    ['Short Description', 'blurb'],
    ['short_description', 'blurb'],
    ['Blurb', 'blurb'],
    ['tagline', 'blurb'],
    ['Summary', 'blurb'],
    ['Image URL', 'imageUrl'],
    ['imageUrl', 'imageUrl'],
    ['LOGO', 'imageUrl'],
    ['picture', 'imageUrl'],
    ['image', 'imageUrl'],
    ['Demo URL', 'demoUrl'],
    ['demo-url', 'demoUrl'],
    ['Link', 'demoUrl'],
    ['URL', 'demoUrl'],
    ['Website', 'demoUrl'],
    ['Table', 'tableNumber'],
    ['table #', 'tableNumber'],
    ['Table No.', 'tableNumber'],
    ['TABLE_NUMBER', 'tableNumber'],
    ['Booth', 'tableNumber'],
  ] as const)('reads %j as the %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it.each(['Score', 'Votes', 'names', 'image urls', 'tables', ''])(
    'reads %j as no field',
    (header) => {
      expect(fieldOfHeader(header)).toBeNull();
    },
  );

  it('compares headers without case, spaces, dashes or underscores', () => {
    expect(normaliseHeader(' Demo - URL_ ')).toBe('demourl');
    expect(normaliseHeader('Café Name')).toBe('caféname');
  });

  it('takes the first column of each field and notes every other column once', () => {
    expect(matchColumns(['Team', 'Votes', 'Project', 'Blurb', '', 'Link', 'Votes'])).toEqual({
      columns: { name: 0, blurb: 3, demoUrl: 5 },
      notes: [
        'Column "Votes" is not a contestant field, so it is ignored.',
        'Column "Project" is ignored: column "Team" already gives the name.',
      ],
      noteReasons: [
        { reason: 'columnIgnored', values: { column: 'Votes' } },
        { reason: 'nameColumnRepeated', values: { column: 'Project', taken: 'Team' } },
      ],
    });
  });

  it('takes the first table column, and says which one it ignores', () => {
    expect(matchColumns(['name', 'description', 'Table', 'Booth'])).toMatchObject({
      columns: { name: 0, blurb: 1, tableNumber: 2 },
      notes: ['Column "Booth" is ignored: column "Table" already gives the table.'],
      noteReasons: [{ reason: 'tableColumnRepeated', values: { column: 'Booth', taken: 'Table' } }],
    });
  });
});
