import type { ApiClient } from '../../../scripts/launch/api-client.ts';

/**
 * What anyone can read of a room through the API, as its organiser: the room,
 * its contestants, every participant, ballots and turnout, and results.
 * Equal before and after a refused request means the room did not change.
 */
export async function readRoomState(api: ApiClient, roomId: string, adminToken: string) {
  const [room, contestants, participants, activity, results] = await Promise.all([
    api.getRoom(roomId, adminToken),
    api.listContestants(roomId, adminToken),
    api.participants(roomId, adminToken, { limit: '200' }),
    api.activity(roomId, adminToken),
    api.results(roomId, adminToken),
  ]);
  return {
    room: room.body,
    contestants: contestants.body,
    participants: participants.body,
    activity: activity.body,
    results: results.body,
  };
}
