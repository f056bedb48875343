import { describe, expect, it } from 'vitest';
import { participantSnapshotJson, withVersionAndParticipant } from './room-channel.ts';

describe('withVersionAndParticipant', () => {
  it("is the shared snapshot with the version and the participant's own id, in UTF-8", () => {
    const snapshot = { type: 'snapshot', room: { name: 'Démo — ✨ 日本' }, contestants: [] };
    const shared = participantSnapshotJson(12, JSON.stringify(snapshot));
    const copy = withVersionAndParticipant(shared, 'p_"1');
    expect(JSON.parse(copy.toString('utf8'))).toEqual({
      ...snapshot,
      version: 12,
      participantId: 'p_"1',
    });
    // Each copy its own bytes: the shared head is not changed by one.
    const other = withVersionAndParticipant(shared, 'p_2');
    expect(JSON.parse(other.toString('utf8')).participantId).toBe('p_2');
    expect(JSON.parse(copy.toString('utf8')).participantId).toBe('p_"1');
  });
});
