import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_CONTESTANTS_PER_ROOM } from '#shared/constants.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '#shared/contestant-import.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { withEvent } from './support/realtime-messages.ts';
import { must } from './support/room-setup.ts';

/** Two good rows, then one without a name, one with a bad demo link, one good row. */
const MIXED = [
  'Title,Tagline,Logo,Website',
  'Pixel Pals,A pixel pet,https://example.com/pp.png,https://pp.example.com',
  'Vibe Check,Playlists from commits,,',
  ',No name here,,',
  'Drum Bot,Clap to program,,not a link',
  'Code Canvas,Sketch to React,,http://cc.example.com',
].join('\n');

describeOnEachDatabase('contestant import', (h) => {
  async function names(roomId: string, token: string) {
    const listed = await h.api.listContestants(roomId, token);
    return listed.body.contestants.map((c) => c.name);
  }

  it('previews every row with its problems in words, changing nothing', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    const preview = await h.api.previewImport(room.id, adminToken, MIXED);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((row) => [row.row, row.name, row.problems])).toEqual([
      [2, 'Pixel Pals', []],
      [3, 'Vibe Check', []],
      [4, '', ['Row 4: Contestant name is required.']],
      [5, 'Drum Bot', ['Row 5: Demo URL must be a valid http(s) URL.']],
      [6, 'Code Canvas', []],
    ]);
    expect(preview.body.rows[0]).toMatchObject({
      blurb: 'A pixel pet',
      imageUrl: 'https://example.com/pp.png',
      demoUrl: 'https://pp.example.com',
    });
    expect(preview.body.rows[1]).toMatchObject({ imageUrl: null, demoUrl: null });
    expect(preview.body).toMatchObject({
      ready: 3,
      space: MAX_CONTESTANTS_PER_ROOM - 1,
      notes: [],
    });
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('imports the good rows after the current last contestant, skips the bad ones, and tells every screen', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({
      contestants: 1,
      participants: 1,
    });
    const phone = await h.connect(room.id, must(participants[0]).token);
    const imported = await h.api.importCsv(room.id, adminToken, MIXED);
    expect(imported.status).toBe(201);
    expect(imported.body.contestants.map((c) => [c.name, c.orderIndex])).toEqual([
      ['Pixel Pals', 2],
      ['Vibe Check', 3],
      ['Code Canvas', 4],
    ]);
    expect(imported.body.skipped.map((row) => row.row)).toEqual([4, 5]);
    expect(await names(room.id, adminToken)).toEqual([
      'Project A',
      'Pixel Pals',
      'Vibe Check',
      'Code Canvas',
    ]);
    const update = await phone.waitFor(withEvent('contestant_added'));
    expect(update.type === 'update' && update.events.map((e) => e.type)).toEqual([
      'contestant_added',
      'contestant_added',
      'contestant_added',
    ]);
  });

  it('matches headers in any case and by synonyms, ignores other columns once, and reads a BOM', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const csv =
      '\uFEFF  PROJECT , Score, short_description ,Image URL,Demo-URL, Team\n' +
      'Alpha,9,First one,,https://a.example.com,Reds\n' +
      'Beta,8,Second one,,,Blues\n';
    const preview = await h.api.previewImport(room.id, adminToken, csv);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((row) => [row.name, row.blurb, row.demoUrl])).toEqual([
      ['Alpha', 'First one', 'https://a.example.com'],
      ['Beta', 'Second one', null],
    ]);
    expect(preview.body.notes).toEqual([
      'Column "Score" is not a contestant field, so it is ignored.',
      'Column "Team" is ignored: column "PROJECT" already gives the name.',
    ]);
  });

  it('reads quoted fields holding commas, quotes and line breaks, with row numbers as a spreadsheet shows them', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const csv =
      'name,description\r\n' +
      '"Commas, Inc.","Line one\r\nline two"\r\n' +
      '\r\n' +
      '"The ""Best"" App",\r\n';
    const preview = await h.api.previewImport(room.id, adminToken, csv);
    expect(preview.body.rows).toEqual([
      {
        row: 2,
        name: 'Commas, Inc.',
        blurb: 'Line one\r\nline two',
        imageUrl: null,
        demoUrl: null,
        tableNumber: null,
        problems: [],
        issues: [],
      },
      {
        row: 4,
        name: 'The "Best" App',
        blurb: '',
        imageUrl: null,
        demoUrl: null,
        tableNumber: null,
        problems: ['Row 4: Short description is required.'],
        issues: [{ reason: 'required', values: { field: 'shortDescription' } }],
      },
    ]);
  });

  it('reads a semicolon-separated file, and refuses a pasted image', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const csv = 'Name;Blurb;Image\nOne;First;"data:image/png;base64,AAAA"\n';
    const preview = await h.api.previewImport(room.id, adminToken, csv);
    expect(preview.body.rows[0]?.problems).toEqual([
      'Row 2: Image URL must be a valid http(s) URL: pasted images cannot be imported.',
    ]);
  });

  it.each([
    ['an empty file', ' \n ', 400, 'The file is empty'],
    ['a header without a name column', 'description,link\nA blurb,', 400, 'no name column'],
    ['a file with no header row', 'Pixel Pals,A pet,,\n', 400, 'no name column'],
    ['a header without a description column', 'name,link\nA,', 400, 'no description column'],
    ['an unclosed quote', 'name,description\n"Open,quote\n', 400, 'not valid CSV'],
    [
      `${IMPORT_MAX_ROWS + 1} rows`,
      `name,description\n${'A,B\n'.repeat(IMPORT_MAX_ROWS + 1)}`,
      413,
      `The file has ${IMPORT_MAX_ROWS + 1} contestant rows`,
    ],
    [
      'a file over 1 MB',
      `name,description\nA,${'x'.repeat(IMPORT_MAX_BYTES)}\n`,
      413,
      'larger than 1 MB',
    ],
  ])('refuses %s as a whole and changes nothing', async (_label, csv, status, message) => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    for (const send of ['previewImport', 'importCsv'] as const) {
      const refused = await h.api[send](room.id, adminToken, csv);
      expect(refused.status).toBe(status);
      expect(refused.body.error.code).toBe(
        status === 413 ? 'payload_too_large' : 'validation_failed',
      );
      expect(refused.body.error.message).toContain(message);
    }
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });

  it('refuses a file whose rows all have problems', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const refused = await h.api.importCsv(room.id, adminToken, 'name,description\nA,\n,B\n');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('No row of the file can be added: each has a problem.');
  });

  it('refuses an import past the room limit as a whole (409) and says how many fit', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const rows = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => `${prefix} ${i + 1},Blurb`).join('\n');
    const first = await h.api.importCsv(room.id, adminToken, `name,description\n${rows(150, 'A')}`);
    expect(first.status).toBe(201);
    const csv = `name,description\n${rows(60, 'B')}`;
    const preview = await h.api.previewImport(room.id, adminToken, csv);
    expect(preview.body).toMatchObject({ ready: 60, space: MAX_CONTESTANTS_PER_ROOM - 150 });
    const refused = await h.api.importCsv(room.id, adminToken, csv);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('contestant_limit');
    expect(refused.body.error.message).toContain('space for 50 more contestants');
    expect(await names(room.id, adminToken)).toHaveLength(150);
  });

  it('adds nothing when the database fails in the middle of the import', async () => {
    const { room, adminToken } = await h.setUpRoom({ contestants: 1 });
    const listener = await h.connect(room.id, adminToken);
    const { db } = h.server.services.database;
    await db.execute(
      sql.raw(`create function refuse_third() returns trigger language plpgsql as $$
        begin
          if new.name = 'Third' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger refuse_third before insert on contestants for each row execute function refuse_third()`,
    );
    try {
      const csv = 'name,description\nFirst,One\nSecond,Two\nThird,Three\nFourth,Four\n';
      const failed = await h.api.importCsv(room.id, adminToken, csv);
      expect(failed.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_third on contestants`);
      await db.execute(sql`drop function refuse_third()`);
    }
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
    // The room still takes the file whole, and only that change reaches its screens.
    const retried = await h.api.importCsv(room.id, adminToken, 'name,description\nFirst,One\n');
    expect(retried.status).toBe(201);
    const update = await listener.waitFor(withEvent('contestant_added'));
    expect(update.type === 'update' && update.events[0]).toMatchObject({
      contestant: { name: 'First', orderIndex: 2 },
    });
  });

  it('refuses an ended room (409), a participant (403) and no token (401)', async () => {
    const { room, adminToken, participants } = await h.setUpRoom({
      contestants: 1,
      participants: 1,
    });
    const csv = 'name,description\nLate,Entry\n';
    const participant = await h.api.previewImport(room.id, must(participants[0]).token, csv);
    expect([participant.status, participant.body.error.code]).toEqual([403, 'admin_only']);
    const anonymous = await h.api.importCsv(room.id, undefined, csv);
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'token_missing']);
    expect((await h.api.finish(room.id, adminToken)).status).toBe(200);
    for (const send of ['previewImport', 'importCsv'] as const) {
      const ended = await h.api[send](room.id, adminToken, csv);
      expect([ended.status, ended.body.error.code]).toEqual([409, 'room_ended']);
    }
    expect(await names(room.id, adminToken)).toEqual(['Project A']);
  });
});
