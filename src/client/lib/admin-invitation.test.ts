import { describe, expect, it } from 'vitest';
import { adminInvitationLink, invitationFromFragment } from './admin-invitation.ts';

const ROOM_ID = '0b7e2a4c-94b1-4f3e-8d1c-1c2d3e4f5a6b';
const SECRET = 'Zq-3_kP0aW9xY7vB2nM4tR6uE8iO1sD5fG0hJ2kL4zX';

describe('organiser invitations', () => {
  it('carries the room and the secret in the fragment of the public address', () => {
    const link = adminInvitationLink('http://192.168.1.20:3000', ROOM_ID, SECRET);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('http://192.168.1.20:3000/admin');
    expect(invitationFromFragment(url.hash)).toEqual({ roomId: ROOM_ID, adminToken: SECRET });
  });

  it('finds no invitation in any other fragment', () => {
    for (const hash of ['', '#', '#top', '#admin=', `#admin=${ROOM_ID}`, '#admin=.x']) {
      expect(invitationFromFragment(hash)).toBeNull();
    }
  });
});
