import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Room } from '#shared/api.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { routes } from '#shared/routes.ts';
import { expectInvalid } from './support/expect-invalid.ts';
import { describeOnEachDatabase } from './support/harness.ts';
import { eventsOf, withEvent } from './support/realtime-messages.ts';
import { atHand } from './support/room-setup.ts';

describeOnEachDatabase("the room's language", (h) => {
  const room = async () => atHand(await h.setUpRoom({ contestants: 2, participants: 1 }));
  const setLanguage = (roomId: string, token: string | undefined, body: unknown) =>
    h.api.request<{ room: Room } & ErrorResponse>(
      routes.roomLanguage.method,
      routes.roomLanguage.url({ roomId }),
      { token, body },
    );
  const languageOf = async (roomId: string, adminToken: string) =>
    (await h.api.getRoom(roomId, adminToken)).body.room.language;

  it('is English unless the organiser creates the room in their own language', async () => {
    const english = await h.api.createRoom({ name: 'Hack Night', title: 'Best vibe app' });
    expect(english.status).toBe(201);
    expect(english.body.room.language).toBe('en');
    const german = await h.api.createRoom({ name: 'Hack', title: 'Best', language: 'de' });
    expect(german.status).toBe(201);
    expect(german.body.room.language).toBe('de');
    expect((await h.api.findRoomByCode(german.body.room.code)).body.room.language).toBe('de');
  });

  it.each([
    ['a language we do not speak', 'it'],
    ['a tag spelt otherwise', 'pt-br'],
    ['a number', 7],
    ['null', null],
  ])('refuses a room created in %s, with 400', async (_case, language) => {
    const created = await h.api.createRoom({ name: 'Hack', title: 'Best', language });
    expect(created.status).toBe(400);
    expect(created.body.error.code).toBe('validation_failed');
    expect(created.body.error.message).toContain(
      'Language must be one of en, es, de, fr, pt-BR, ar.',
    );
  });

  it('is changed by an organiser at any time, also once voting has ended', async () => {
    const r = await room();
    const changed = await setLanguage(r.roomId, r.adminToken, { language: 'ar' });
    expect(changed.status).toBe(200);
    expect(changed.body.room).toEqual({ ...r.room, language: 'ar' });
    expect((await h.api.finish(r.roomId, r.adminToken)).status).toBe(200);
    const after = await setLanguage(r.roomId, r.adminToken, { language: 'pt-BR' });
    expect(after.status).toBe(200);
    expect(after.body.room.language).toBe('pt-BR');
    const co = await h.api.admins.invite(r.roomId, r.adminToken, { name: 'Door' });
    expect((await setLanguage(r.roomId, co.body.adminToken, { language: 'fr' })).status).toBe(200);
    expect(await languageOf(r.roomId, r.adminToken)).toBe('fr');
  });

  it('reaches the organiser, participants, screen links and the public at once', async () => {
    const r = await room();
    const screen = await h.api.screens.create(r.roomId, r.adminToken);
    const sockets = [
      await h.connect(r.roomId, r.adminToken),
      await h.connect(r.roomId, r.participant(0).token),
      await h.connect(r.roomId, screen.body.screenToken),
      await h.connect(r.roomId),
    ];
    await setLanguage(r.roomId, r.adminToken, { language: 'de' });
    // Setting the language the room already speaks changes nothing and tells no one.
    expect((await setLanguage(r.roomId, r.adminToken, { language: 'de' })).status).toBe(200);
    await setLanguage(r.roomId, r.adminToken, { language: 'ar' });
    for (const socket of sockets) {
      await socket.waitFor(withEvent('language_changed', (e) => e.language === 'ar'));
      expect(eventsOf(socket).filter((e) => e.type === 'language_changed')).toEqual([
        { type: 'language_changed', language: 'de' },
        { type: 'language_changed', language: 'ar' },
      ]);
    }
    // A subscriber arriving later has it in its snapshot.
    for (const token of [
      r.adminToken,
      r.participant(0).token,
      screen.body.screenToken,
      undefined,
    ]) {
      const socket = await h.connect(r.roomId, token);
      expect(socket.messages[0]).toMatchObject({ type: 'snapshot', room: { language: 'ar' } });
    }
  });

  it('is for the organiser alone: 403 for a participant or a screen, 401 without a token', async () => {
    const r = await room();
    const other = await room();
    const screen = await h.api.screens.create(r.roomId, r.adminToken);
    for (const token of [r.participant(0).token, screen.body.screenToken]) {
      const refused = await setLanguage(r.roomId, token, { language: 'de' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('admin_only');
    }
    expect((await setLanguage(r.roomId, undefined, { language: 'de' })).status).toBe(401);
    const otherAdmin = await setLanguage(r.roomId, other.adminToken, { language: 'de' });
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.error.code).toBe('token_not_for_room');
    expect((await setLanguage(randomUUID(), r.adminToken, { language: 'de' })).status).toBe(404);
    expect(await languageOf(r.roomId, r.adminToken)).toBe('en');
  });

  it.each([
    ['no body', {}],
    ['a language we do not speak', { body: { language: 'it' } }],
    ['a browser tag', { body: { language: 'de-DE' } }],
    ['null', { body: { language: null } }],
    ['an extra field', { body: { language: 'de', name: 'Renamed' } }],
    ['JSON that does not parse', { rawBody: '{language: de' }],
  ])('refuses %s with 400 and changes nothing', async (_case, request) => {
    const r = await room();
    const admin = await h.connect(r.roomId, r.adminToken);
    const refused = await h.api.toRoom(routes.roomLanguage, r.roomId, {
      token: r.adminToken,
      ...request,
    });
    expectInvalid(refused);
    expect(await languageOf(r.roomId, r.adminToken)).toBe('en');
    // The next change is the first the room hears of.
    await setLanguage(r.roomId, r.adminToken, { language: 'es' });
    await admin.waitFor(withEvent('language_changed'));
    expect(eventsOf(admin).filter((e) => e.type === 'language_changed')).toEqual([
      { type: 'language_changed', language: 'es' },
    ]);
  });
});
