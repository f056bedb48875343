import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol.ts';
import { closeOutcome, parseServerMessage } from './realtime-wire.ts';

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

  it('gives up when the server will not speak with this page again', () => {
    expect(closeOutcome(CLOSE.unsupportedProtocol.code)).toBe('fault');
    expect(closeOutcome(CLOSE.malformedMessage.code)).toBe('fault');
  });
});

describe('parseServerMessage', () => {
  it('reads a message of the protocol', () => {
    expect(parseServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    const update = { type: 'update', baseVersion: 1, version: 2, events: [] };
    expect(parseServerMessage(JSON.stringify(update))).toEqual(update);
  });

  it('is null for a message of another shape, or not JSON at all', () => {
    const snapshot = {
      type: 'snapshot',
      protocolVersion: PROTOCOL_VERSION,
      version: 1,
      role: 'participant',
      participantId: 'voter_1_a',
      room: { id: 'r', code: 'ABCDEFGHIJ', name: 'n', title: 't', status: 'setup', createdAt: '' },
      contestants: 'not a list of contestants',
      results: null,
    };
    expect(parseServerMessage(JSON.stringify({ ...snapshot, contestants: [] }))).toMatchObject({
      type: 'snapshot',
    });
    expect(parseServerMessage(JSON.stringify(snapshot))).toBeNull();
    expect(parseServerMessage('{"type":"update"')).toBeNull();
  });
});
