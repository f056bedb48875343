import { expect, it } from 'vitest';
import { MAX_TABLE_NUMBER } from '#shared/constants.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { expectAbsent, isPublicSnapshot, withEvent } from './support/realtime-messages.ts';
import { atHand, must } from './support/room-setup.ts';

const NOT_A_TABLE = `Table must be a whole number from 1 to ${MAX_TABLE_NUMBER}.`;

describeOnEachDatabase('tables at an expo', (h) => {
  async function tables(roomId: string, token: string) {
    const listed = await h.api.listContestants(roomId, token);
    expect(listed.status).toBe(200);
    return listed.body.contestants.map((c) => [c.name, c.tableNumber]);
  }

  it('numbers tables 1 to N in the contestants’ order, swapping numbers they had, and tells every screen', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 4, participants: 1 }));
    const [a, b, c, d] = r.ids as [string, string, string, string];
    const edit = (id: string, name: string, tableNumber: number) =>
      h.api.updateContestant(r.roomId, r.adminToken, id, { name, blurb: 'Blurb', tableNumber });
    expect((await edit(d, 'Project D', 1)).status).toBe(200);
    expect((await edit(a, 'Project A', 3)).status).toBe(200);
    await h.api.reorderContestants(r.roomId, r.adminToken, { contestantIds: [b, a, d, c] });
    const phone = await h.connect(r.roomId, r.participant(0).token);
    const watcher = await h.connect(r.roomId);

    const numbered = await h.api.numberTables(r.roomId, r.adminToken);
    expect(numbered.status).toBe(200);
    expect(numbered.body.contestants.map((x) => [x.id, x.tableNumber])).toEqual([
      [b, 1],
      [a, 2],
      [d, 3],
      [c, 4],
    ]);
    expect(await tables(r.roomId, r.adminToken)).toEqual([
      ['Project B', 1],
      ['Project A', 2],
      ['Project D', 3],
      ['Project C', 4],
    ]);
    // One small event, not a contestant each.
    for (const socket of [phone, watcher]) {
      const update = await socket.waitFor(withEvent('tables_numbered'));
      expect(update.events).toEqual([{ type: 'tables_numbered', contestantIds: [b, a, d, c] }]);
    }
    const late = await h.connect(r.roomId);
    const snapshot = late.messages.find(isPublicSnapshot);
    expect(snapshot?.contestants.map((x) => x.tableNumber)).toEqual([1, 2, 3, 4]);
  });

  it('lets only an organiser number tables, and only while voting is open', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
    const refused = await h.api.numberTables(r.roomId, r.participant(0).token);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'admin_only']);
    expect((await h.api.numberTables(r.roomId, undefined)).status).toBe(401);
    expect(await tables(r.roomId, r.adminToken)).toEqual([
      ['Project A', null],
      ['Project B', null],
    ]);
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const late = await h.api.numberTables(r.roomId, r.adminToken);
    expect([late.status, late.body.error.code]).toEqual([409, 'room_ended']);
    expect(await tables(r.roomId, r.adminToken)).toEqual([
      ['Project A', null],
      ['Project B', null],
    ]);
  });

  it('adds and edits a table; a bad number is a 400 and a taken one a 409 naming its contestant', async () => {
    const r = atHand(await h.setUpRoom());
    const add = (name: string, tableNumber: unknown) =>
      h.api.addContestant(r.roomId, r.adminToken, { name, blurb: 'Blurb', tableNumber });
    const alpha = await add('Alpha', 14);
    expect([alpha.status, alpha.body.contestant.tableNumber]).toEqual([201, 14]);
    const bravo = await add('Bravo', null);
    expect([bravo.status, bravo.body.contestant.tableNumber]).toEqual([201, null]);

    const taken = await add('Charlie', 14);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'table_taken',
      message: 'Table 14 is already taken by Alpha.',
      reason: 'tableTaken',
      values: { table: 14, contestantName: 'Alpha' },
    });
    const { id: alphaId } = alpha.body.contestant;
    const { id: bravoId } = bravo.body.contestant;
    const edit = (id: string, name: string, fields: Record<string, unknown>) =>
      h.api.updateContestant(r.roomId, r.adminToken, id, { name, blurb: 'Blurb', ...fields });
    const moved = await edit(bravoId, 'Bravo', { tableNumber: 14 });
    expect([moved.status, moved.body.error.code]).toEqual([409, 'table_taken']);

    for (const bad of [0, -1, 1.5, MAX_TABLE_NUMBER + 1, '14', 'twelve', true]) {
      const refused = await add('Delta', bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'validation_failed',
        reason: 'wholeNumberFrom',
        values: { field: 'tableNumber', min: 1, max: MAX_TABLE_NUMBER },
        message: NOT_A_TABLE,
      });
      expect((await edit(bravoId, 'Bravo', { tableNumber: bad })).status).toBe(400);
    }
    expect(await tables(r.roomId, r.adminToken)).toEqual([
      ['Alpha', 14],
      ['Bravo', null],
    ]);

    // Its own table is no conflict; left out, it stays; null takes it away.
    expect((await edit(alphaId, 'Alpha', { tableNumber: 14 })).status).toBe(200);
    expect((await edit(alphaId, 'Alpha 2', {})).body.contestant.tableNumber).toBe(14);
    expect((await edit(bravoId, 'Bravo', { tableNumber: MAX_TABLE_NUMBER })).status).toBe(200);
    expect((await edit(alphaId, 'Alpha 2', { tableNumber: null })).body.contestant).toMatchObject({
      tableNumber: null,
    });
    expect((await add('Charlie', 14)).status).toBe(201);
    expect(await tables(r.roomId, r.adminToken)).toEqual([
      ['Alpha 2', null],
      ['Bravo', MAX_TABLE_NUMBER],
      ['Charlie', 14],
    ]);
  });

  it('imports a table column: bad, repeated and taken numbers are row problems', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 1 }));
    await h.api.updateContestant(r.roomId, r.adminToken, must(r.ids[0]), {
      name: 'Project A',
      blurb: 'Blurb 1',
      tableNumber: 3,
    });
    const csv = [
      'Name,Description,Table #',
      'Echo,First,1',
      'Foxtrot,Second,2',
      'Golf,Third,2',
      'Hotel,Fourth,3',
      'India,Fifth,zero',
      'Juliet,Sixth,',
      `Kilo,Seventh,${MAX_TABLE_NUMBER + 1}`,
    ].join('\n');
    const preview = await h.api.previewImport(r.roomId, r.adminToken, csv);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((row) => [row.name, row.tableNumber, row.problems])).toEqual([
      ['Echo', 1, []],
      ['Foxtrot', 2, ['Row 3: Table 2 is also on row 4 of the file.']],
      ['Golf', 2, ['Row 4: Table 2 is also on row 3 of the file.']],
      ['Hotel', 3, ['Row 5: Table 3 is already taken by Project A.']],
      ['India', null, [`Row 6: ${NOT_A_TABLE}`]],
      ['Juliet', null, []],
      ['Kilo', null, [`Row 8: ${NOT_A_TABLE}`]],
    ]);
    expect(preview.body.rows[1]?.issues).toEqual([
      { reason: 'tableRepeated', values: { table: 2, row: 4 } },
    ]);
    expect(preview.body.rows[3]?.issues).toEqual([
      { reason: 'tableTaken', values: { table: 3, contestantName: 'Project A' } },
    ]);
    expect(preview.body.ready).toBe(2);

    const imported = await h.api.importCsv(r.roomId, r.adminToken, csv);
    expect(imported.status).toBe(201);
    expect(imported.body.contestants.map((c) => [c.name, c.tableNumber])).toEqual([
      ['Echo', 1],
      ['Juliet', null],
    ]);
    expect(imported.body.skipped.map((row) => row.row)).toEqual([3, 4, 5, 6, 8]);
    // The same file again: every table it gives is now taken.
    const again = await h.api.previewImport(
      r.roomId,
      r.adminToken,
      'name,description,table\nLima,x,1',
    );
    expect(again.body.rows[0]?.problems).toEqual(['Row 2: Table 1 is already taken by Echo.']);
  });

  it('shows anyone with the code the projects by table, then those without one, and nothing secret', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 3, participants: 1 }));
    const [a, , c] = r.ids as [string, string, string];
    await h.api.rank(r.roomId, r.participant(0).token, [a, c]);
    await h.api.updateContestant(r.roomId, r.adminToken, c, {
      name: 'Project C',
      blurb: 'Blurb 3',
      tableNumber: 7,
      demoUrl: 'https://c.example.com',
    });
    await h.api.updateContestant(r.roomId, r.adminToken, a, {
      name: 'Project A',
      blurb: 'Blurb 1',
      tableNumber: 12,
    });
    const code = r.room.code;
    const read = await h.api.expo(`${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      expo: {
        code,
        name: 'Hack Night',
        title: 'Best vibe app',
        status: 'setup',
        language: 'en',
        projects: [
          { id: c, name: 'Project C', blurb: 'Blurb 3', tableNumber: 7 },
          { id: a, name: 'Project A', blurb: 'Blurb 1', tableNumber: 12 },
          { id: must(r.ids[1]), name: 'Project B', blurb: 'Blurb 2', tableNumber: null },
        ],
      },
    });
    expectAbsent(JSON.stringify(read.body), [
      r.adminToken,
      r.participant(0).token,
      r.participant(0).id,
      'Participant 1',
      r.roomId,
    ]);

    const missing = await h.api.expo('ZZZZZZZZZZ');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'room_not_found']);
    expect((await h.api.expo('not a code!')).status).toBe(400);
  });

  it('adds a Table column to the CSV export only in a room with tables', async () => {
    const r = atHand(await h.setUpRoom({ contestants: 2 }));
    const before = await h.api.download(r.roomId, r.adminToken, 'csv');
    expect(before.text).not.toContain('"Table"');
    const json = JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json')).text);
    expect(json.contestants[0]).not.toHaveProperty('table');

    await h.api.numberTables(r.roomId, r.adminToken);
    const after = await h.api.download(r.roomId, r.adminToken, 'csv');
    expect(after.text).toContain('"Rank","Contestant","Table","Points"');
    expect(after.text).toContain('"Project A","1",');
    const numbered = JSON.parse((await h.api.download(r.roomId, r.adminToken, 'json')).text);
    expect(numbered.contestants.map((x: { table: number }) => x.table)).toEqual([1, 2]);
  });
});
