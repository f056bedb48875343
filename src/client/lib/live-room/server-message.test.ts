import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { serverMessage } from '#shared/protocol/messages.ts';
import { contestant as fixture, overall, room } from './room-state.test-support.ts';
import { asServerMessage } from './server-message.ts';

const contestant = fixture('c', 1);
const totals = { ballots: 1, participants: 2, contestants: 1 };
const admin = {
  type: 'snapshot',
  protocolVersion: PROTOCOL_VERSION,
  version: 3,
  role: 'admin',
  room,
  contestants: [contestant],
  results: null,
  recentBallots: [],
  totals,
};
const update = (events: unknown[]) => ({ type: 'update', baseVersion: 3, version: 4, events });

/** Messages that the shared schema accepts, and others it refuses: the hand check agrees. */
const SAMPLES: [string, unknown][] = [
  ['an admin snapshot', admin],
  ['a snapshot of another protocol version', { ...admin, protocolVersion: PROTOCOL_VERSION + 1 }],
  ['an admin snapshot without totals', { ...admin, totals: undefined }],
  ['a snapshot of an unknown role', { ...admin, role: 'judge' }],
  ['a screen snapshot', { ...admin, awards: [overall], role: 'screen', recentBallots: undefined }],
  ['a screen snapshot without totals', { ...admin, role: 'screen', totals: undefined }],
  [
    "an update of a screen's events",
    update([
      {
        type: 'staged_results',
        results: {
          finalScores: [],
          totalBallots: 0,
          awards: [],
          roomId: 'r',
          winnerId: null,
          createdAt: '',
        },
      },
      { type: 'screens_changed', revokedId: null },
    ]),
  ],
  ['staged results without results', update([{ type: 'staged_results' }])],
  ['a contestant without a name', { ...admin, contestants: [{ ...contestant, name: 3 }] }],
  [
    'an update of known events',
    update([
      { type: 'totals', totals },
      { type: 'room_status', status: 'ended' },
    ]),
  ],
  ['an update with an event of an unknown type', update([{ type: 'confetti', pieces: 50 }])],
  ['an update with a bad room status', update([{ type: 'room_status', status: 'paused' }])],
  ['tables numbered', update([{ type: 'tables_numbered', contestantIds: ['c', 'd'] }])],
  ['tables numbered without ids', update([{ type: 'tables_numbered', contestantIds: [4] }])],
  ['a contestant at a table', { ...admin, contestants: [{ ...contestant, tableNumber: 14 }] }],
  [
    'a contestant with a table that is no number',
    { ...admin, contestants: [{ ...contestant, tableNumber: '14' }] },
  ],
  [
    'a contestant without a table at all',
    { ...admin, contestants: [{ ...contestant, tableNumber: undefined }] },
  ],
  ['a change of the room language', update([{ type: 'language_changed', language: 'pt-BR' }])],
  ['a room language we do not speak', update([{ type: 'language_changed', language: 'it' }])],
  ['a snapshot of a room without a language', { ...admin, room: { ...room, language: undefined } }],
  ['an update without a version', { type: 'update', baseVersion: 3, events: [] }],
  ['a pong', { type: 'pong' }],
  ['a message of an unknown type', { type: 'hello' }],
  ['a list', [1, 2]],
];

describe('asServerMessage', () => {
  it('reads a screen snapshot, with its turnout', () => {
    const screen = { ...admin, awards: [overall], role: 'screen', recentBallots: undefined };
    expect(asServerMessage(screen)).toMatchObject({ role: 'screen', totals });
  });

  it.each(SAMPLES)('agrees with the shared schema on %s', (_, message) => {
    const bySchema = serverMessage.safeParse(message).success;
    expect(asServerMessage(message) !== null).toBe(bySchema);
  });
});
