import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useServerOnOlderSchema } from './support/older-schema.ts';
import { databaseKinds } from './support/test-database.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The schema co-organisers came with: migrations 0000 to 0004. */
const LAST_TAG_BEFORE = '0004_organisers_and_timer';

const ROOM = '33333333-3333-4333-8333-333333333333';
const TOKENS = { owner: 'token-of-the-owner', door: 'token-of-the-door-laptop' };

/** A room with its owner, a co-admin and an audit entry naming that co-admin, as 0004 kept them. */
const SEED = `
insert into rooms (id, code, name, title) values ('${ROOM}', 'ADMINROOM1', 'Admins', 'Before the rename');
insert into admins (room_id, token_hash, role, name, created_at) values
  ('${ROOM}', '${sha256(TOKENS.owner)}', 'owner', 'Organiser', '2026-01-01T09:00:00Z'),
  ('${ROOM}', '${sha256(TOKENS.door)}', 'co_organiser', 'Door laptop', '2026-01-01T09:05:00Z');
insert into audit_logs (room_id, user_id, action, details) values
  ('${ROOM}', 'admin', 'remove_participant',
   '{"participant_id":"voter_1700000000000_aaaaaaaaaaaa","participant":"Ana","organiser":"Door laptop"}');
`;

describe.each(databaseKinds)('migrating co-organisers to co-admins [%s]', (kind) => {
  const running = useServerOnOlderSchema(kind, LAST_TAG_BEFORE, SEED);
  const api = () => running.api;

  it('keeps every admin, a co-organiser now a co-admin with the secret it had', async () => {
    const listed = await api().admins.list(ROOM, TOKENS.owner);
    expect(listed.status).toBe(200);
    expect(listed.body.admins.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Organiser', role: 'owner' },
      { name: 'Door laptop', role: 'co_admin' },
    ]);
    const asDoor = await api().admins.list(ROOM, TOKENS.door);
    expect(asDoor.status).toBe(200);
    const door = asDoor.body.admins.find((admin) => admin.name === 'Door laptop');
    expect(asDoor.body.youId).toBe(door?.id);
  });

  it('keeps the log naming the admin who acted', async () => {
    const log = await api().admins.log(ROOM, TOKENS.owner);
    expect(log.status).toBe(200);
    expect(log.body.entries).toMatchObject([
      { action: 'remove_participant', admin: 'Door laptop', participant: 'Ana' },
    ]);
  });

  it('goes on inviting co-admins under the new role', async () => {
    const invited = await api().admins.invite(ROOM, TOKENS.owner, { name: 'Stage laptop' });
    expect(invited.status).toBe(201);
    expect(invited.body.admin).toMatchObject({ name: 'Stage laptop', role: 'co_admin' });
    const refused = await api().admins.invite(ROOM, TOKENS.door, { name: 'Not allowed' });
    expect(refused.status).toBe(403);
  });
});
