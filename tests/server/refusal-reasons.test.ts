import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '#shared/messages.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { useHarness } from './support/harness.ts';
import { databaseKinds } from './support/test-database.ts';

/**
 * Every refusal carries a reason and its values, for each device to word it
 * in its own language, beside the English for scripts and logs.
 */
describe.each(databaseKinds)('the reason of a refusal [%s]', (kind) => {
  const h = useHarness(kind);
  const raw = (rawBody: string) =>
    h.api.request<ErrorResponse>(routes.createRoom.method, routes.createRoom.url(), { rawBody });

  it("names the spec's message, with no values when its words need none", async () => {
    const joined = await h.api.join({ code: 'NOSUCHROOM', name: 'Ada' });
    expect(joined.status).toBe(404);
    expect(joined.body.error).toEqual({
      code: 'room_not_found',
      message: MESSAGES.roomNotFoundByCode,
      reason: 'roomNotFoundByCode',
      values: {},
    });
  });

  it('names each issue of a request that failed its schema, with the field and the limit', async () => {
    const created = await h.api.createRoom({ name: 'x'.repeat(21), title: ' ' });
    expect(created.status).toBe(400);
    const tooLong = {
      message: 'Room name must be at most 20 characters.',
      reason: 'tooLong',
      values: { field: 'roomName', max: 20 },
    };
    expect(created.body.error).toEqual({
      code: 'validation_failed',
      ...tooLong,
      issues: [
        { path: 'name', ...tooLong },
        {
          path: 'title',
          message: 'Challenge title is required.',
          reason: 'required',
          values: { field: 'challengeTitle' },
        },
      ],
    });
  });

  it("keeps zod's own English for a check the schemas do not word, as notValid", async () => {
    const created = await h.api.createRoom({ name: 'Room', title: 'T', admin: true });
    expect(created.status).toBe(400);
    const { error } = created.body as unknown as ErrorResponse;
    expect(error).toMatchObject({ code: 'validation_failed', reason: 'notValid', values: {} });
    expect(error.message).toContain('admin');
    expect(error.issues?.[0]).toMatchObject({ reason: 'notValid', message: error.message });
  });

  it("names the framework's refusals too", async () => {
    const cases = [
      ['{"name":', 'invalidJson', 'The request body is not valid JSON.'],
      ['', 'emptyBody', 'The request body is empty; send a JSON object.'],
      ['[]', 'bodyNotObject', 'The request body must be a JSON object.'],
    ] as const;
    for (const [body, reason, message] of cases) {
      const refused = await raw(body);
      expect({ body, status: refused.status, error: refused.body.error }).toMatchObject({
        body,
        status: 400,
        error: { code: 'validation_failed', message, reason, values: {} },
      });
    }
    const invalidText = await h.api.createRoom({ name: 'a\u0000b', title: 'T' });
    expect(invalidText.body.error).toEqual({
      code: 'validation_failed',
      message: ERRORS.invalidText,
      reason: 'invalidText',
      values: {},
    });
  });

  it('gives the problems and notes of a contestant file as reasons and values too', async () => {
    const { room, adminToken } = await h.setUpRoom();
    const csv = 'Name,Votes,Blurb,Image,Title\nOne,3,,"data:image/png;base64,AAAA",X\n';
    const preview = await h.api.previewImport(room.id, adminToken, csv);
    expect(preview.status).toBe(200);
    expect(preview.body.rows[0]).toMatchObject({
      problems: [
        'Row 2: Short description is required.',
        'Row 2: Image URL must be a valid http(s) URL: pasted images cannot be imported.',
      ],
      issues: [
        { reason: 'required', values: { field: 'shortDescription' } },
        { reason: 'pastedImageNotImported', values: {} },
      ],
    });
    expect(preview.body).toMatchObject({
      notes: [
        'Column "Votes" is not a contestant field, so it is ignored.',
        'Column "Title" is ignored: column "Name" already gives the name.',
      ],
      noteReasons: [
        { reason: 'columnIgnored', values: { column: 'Votes' } },
        { reason: 'nameColumnRepeated', values: { column: 'Title', taken: 'Name' } },
      ],
    });
  });
});
