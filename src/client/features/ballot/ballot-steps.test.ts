import { describe, expect, it } from 'vitest';
import { contestant } from '#client/lib/live-room/room-state.test-support.ts';
import type { Contestant } from '#shared/api.ts';
import { ballotOf } from './ballot.test-support.ts';
import * as steps from './ballot-steps.ts';

const room = (...ids: string[]): Contestant[] => ids.map((id, index) => contestant(id, index + 1));

describe('orderChanged', () => {
  it('sees the organiser move a contestant', () => {
    expect(steps.orderChanged(['a', 'b', 'c'], room('b', 'a', 'c'))).toBe(true);
  });

  it('does not call an addition or a removal a new order', () => {
    expect(steps.orderChanged(['a', 'b', 'c'], room('a', 'c'))).toBe(false);
    expect(steps.orderChanged(['a', 'b'], room('a', 'b', 'c'))).toBe(false);
  });
});

describe('availableInRoomOrder', () => {
  it('puts Available in the room order and leaves Your Rankings as ranked', () => {
    const lists = { available: ['a', 'b', 'd'], ranked: ['c'] };
    expect(steps.availableInRoomOrder(lists, room('d', 'c', 'b', 'a'))).toEqual({
      available: ['d', 'b', 'a'],
      ranked: ['c'],
    });
  });

  it('returns the same lists when they are already in order', () => {
    const lists = { available: ['a', 'b'], ranked: [] };
    expect(steps.availableInRoomOrder(lists, room('a', 'b'))).toBe(lists);
  });
});

const open: steps.BallotStanding = { voted: false, unsent: false, queued: false, basedOn: null };

describe('moveStep', () => {
  it('keeps a ranking that is not submitted on the device, against the ballot it started from', () => {
    const step = steps.moveStep(
      { available: ['c'], ranked: ['a', 'b'] },
      { ...open, basedOn: 'then' },
    );
    expect(step).toEqual({
      draft: { kind: 'save', draft: { ranked: ['a', 'b'], basedOn: 'then' } },
      unsent: false,
      cancelQueue: true,
    });
  });

  it('keeps no draft of an empty ranking', () => {
    const step = steps.moveStep({ available: ['a', 'b'], ranked: [] }, { ...open, unsent: true });
    expect(step).toEqual({ draft: { kind: 'clear' }, unsent: false, cancelQueue: true });
  });

  it('takes a ranking moved after an offline Submit Vote off its way: unsent again', () => {
    const next = { available: [], ranked: ['b', 'a'] };
    expect(steps.moveStep(next, { ...open, queued: true })).toMatchObject({
      unsent: true,
      cancelQueue: true,
    });
    expect(steps.moveStep(next, { ...open, unsent: true }).unsent).toBe(true);
  });

  it('changes nothing kept, and no queue, once the ballot is submitted', () => {
    const step = steps.moveStep({ available: [], ranked: ['a'] }, { ...open, voted: true });
    expect(step).toEqual({ draft: { kind: 'keep' }, unsent: false, cancelQueue: false });
  });
});

describe('submitStep', () => {
  const lists = { available: ['b'], ranked: ['a'] };

  it('sends a ranking at once when the device is online and nothing waits', () => {
    expect(steps.submitStep(lists, open, false)).toBe('send');
  });

  it('queues it offline, or behind a ranking already waiting for the network', () => {
    expect(steps.submitStep(lists, open, true)).toBe('queue');
    expect(steps.submitStep(lists, { ...open, queued: true }, false)).toBe('queue');
  });

  it('sends nothing without a ranking, before the lists are known, or once submitted', () => {
    expect(steps.submitStep({ available: ['a'], ranked: [] }, open, false)).toBe('nothing');
    expect(steps.submitStep(null, open, false)).toBe('nothing');
    expect(steps.submitStep(lists, { ...open, voted: true }, false)).toBe('nothing');
  });
});

describe('draftAfterRemoval', () => {
  it('drops a removed contestant from the kept ranking, keeping the rest in order', () => {
    const draft = { ranked: ['a', 'b', 'c'], basedOn: null, queued: true };
    expect(steps.draftAfterRemoval(draft, ['a', 'c'])).toEqual({
      kind: 'save',
      draft: { ranked: ['a', 'c'], basedOn: null, queued: true },
    });
  });

  it('clears a kept ranking left empty, and leaves one with nothing removed', () => {
    expect(steps.draftAfterRemoval({ ranked: ['a'], basedOn: null }, [])).toEqual({
      kind: 'clear',
    });
    expect(steps.draftAfterRemoval({ ranked: ['a'], basedOn: null }, ['a', 'b'])).toEqual({
      kind: 'keep',
    });
    expect(steps.draftAfterRemoval(null, ['a'])).toEqual({ kind: 'keep' });
  });
});

describe('ranksRemoved', () => {
  it('sees a saved ballot ranking a contestant the room no longer has', () => {
    expect(steps.ranksRemoved(ballotOf('a', 'z'), room('a', 'b'))).toBe(true);
  });

  it('sees nothing to read again for a ballot of present contestants, or none', () => {
    expect(steps.ranksRemoved(ballotOf('b', 'a'), room('a', 'b'))).toBe(false);
    expect(steps.ranksRemoved(null, room('a'))).toBe(false);
    expect(steps.ranksRemoved(undefined, room('a'))).toBe(false);
  });
});

describe('listsFollowingRoom', () => {
  it('lets the lists follow the room: removed contestants go, added ones become available', () => {
    const lists = { available: ['b', 'c'], ranked: ['a'] };
    expect(steps.listsFollowingRoom(lists, room('a', 'c', 'd'), false)).toEqual({
      available: ['c', 'd'],
      ranked: ['a'],
    });
  });

  it('puts Available in the room’s new order only when the organiser reordered it', () => {
    const lists = { available: ['b', 'c'], ranked: ['a'] };
    expect(steps.listsFollowingRoom(lists, room('c', 'a', 'b'), true)?.available).toEqual([
      'c',
      'b',
    ]);
    expect(steps.listsFollowingRoom(lists, room('c', 'a', 'b'), false)?.available).toEqual([
      'b',
      'c',
    ]);
    expect(steps.listsFollowingRoom(null, room('a'), true)).toBeNull();
  });
});
