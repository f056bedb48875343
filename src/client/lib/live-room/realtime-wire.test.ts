import { describe, expect, it } from 'vitest';
import { CLOSE } from '#shared/protocol/constants.ts';
import { score } from '#shared/tally.test-support.ts';
import { closeOutcome } from './realtime-wire.ts';
import { participantSnapshot } from './room-state.test-support.ts';
import { parseServerMessage } from './server-message.ts';

describe('closeOutcome', () => {
  it('ends the room view for a room that is gone, a refusal, or a removed participant', () => {
    expect(closeOutcome(CLOSE.roomNotFound.code)).toBe('room-not-found');
    expect(closeOutcome(CLOSE.forbidden.code)).toBe('forbidden');
    expect(closeOutcome(CLOSE.unauthorised.code)).toBe('forbidden');
    expect(closeOutcome(CLOSE.participantRemoved.code)).toBe('participant-removed');
  });

  it('reconnects after a server fault, a lag, a restart or a close it does not know', () => {
    expect(closeOutcome(1011)).toBe('retry');
    expect(closeOutcome(1013)).toBe('retry');
    expect(closeOutcome(CLOSE.shuttingDown.code)).toBe('retry');
    expect(closeOutcome(1006)).toBe('retry');
    expect(closeOutcome(4999)).toBe('retry');
  });

  it('reconnects at once, without a back-off, when handed to another node', () => {
    expect(closeOutcome(CLOSE.moved.code)).toBe('move');
  });

  it('gives up when the server will not speak with this page again', () => {
    expect(closeOutcome(CLOSE.unsupportedProtocol.code)).toBe('fault');
    expect(closeOutcome(CLOSE.malformedMessage.code)).toBe('fault');
  });
});

const snapshot = participantSnapshot;

const RESULTS = {
  roomId: 'r',
  finalScores: [score('c1', 1, 3, [1, 0, 0])],
  winnerId: 'c1',
  totalBallots: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  awards: [],
};

describe('parseServerMessage', () => {
  it('reads a message of the protocol', () => {
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    const update = { type: 'update', baseVersion: 1, version: 2, events: [] };
    expect(parseServerMessage(JSON.stringify(update))).toEqual(update);
  });

  it('is null for a message of another shape, or not JSON at all', () => {
    expect(parseServerMessage(JSON.stringify(snapshot()))).toMatchObject({ type: 'snapshot' });
    const wrong = { ...snapshot(), contestants: 'not a list of contestants' };
    expect(parseServerMessage(JSON.stringify(wrong))).toBeNull();
    expect(parseServerMessage('{"type":"update"')).toBeNull();
  });

  it('reads the public snapshot, with turnout totals and no participant', () => {
    const { participantId: _, ...rest } = snapshot();
    const totals = { ballots: 2, participants: 3, contestants: 4 };
    expect(parseServerMessage(JSON.stringify({ ...rest, role: 'public', totals }))).toMatchObject({
      type: 'snapshot',
      role: 'public',
      totals,
    });
    expect(parseServerMessage(JSON.stringify({ ...rest, role: 'public' }))).toBeNull();
  });

  it('is null for a room without the reveal fields', () => {
    const { holdResults: _, ...room } = snapshot().room;
    expect(parseServerMessage(JSON.stringify({ ...snapshot(), room }))).toBeNull();
  });

  it.each([
    { type: 'results_held', results: RESULTS },
    { type: 'results_released', results: RESULTS },
    { type: 'hold_results_changed', holdResults: true },
    { type: 'reveal_progressed', revealStep: 2 },
  ])('reads an update with a $type event', (event) => {
    const update = { type: 'update', baseVersion: 4, version: 5, events: [event] };
    expect(parseServerMessage(JSON.stringify(update))).toEqual(update);
  });

  it('is null for a reveal event of the wrong shape', () => {
    const update = (event: object) =>
      JSON.stringify({ type: 'update', baseVersion: 4, version: 5, events: [event] });
    expect(parseServerMessage(update({ type: 'reveal_progressed', revealStep: 1.5 }))).toBeNull();
    expect(
      parseServerMessage(update({ type: 'hold_results_changed', holdResults: 'yes' })),
    ).toBeNull();
    expect(parseServerMessage(update({ type: 'results_released', results: null }))).toBeNull();
  });
});
