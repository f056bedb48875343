import type { Participant } from '#shared/api.ts';
import { MAX_TEAM_LINKS_PER_CONTESTANT } from '#shared/constants.ts';
import type { TeamLink } from '#shared/judges.ts';
import type { RoomEvent } from '#shared/protocol/messages.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { refuse } from '../errors.ts';
import { listAwards } from '../repositories/awards-repository.ts';
import { listOwnBallots } from '../repositories/ballots-repository.ts';
import { findContestant } from '../repositories/contestants-repository.ts';
import { findParticipant, toParticipant } from '../repositories/participants-repository.ts';
import { insertAuditLog } from '../repositories/results-repository.ts';
import { countRoom } from '../repositories/rooms-repository.ts';
import {
  countTeamLinks,
  insertTeamLink,
  setParticipantTeam,
} from '../repositories/team-links-repository.ts';
import { takeOutOfBallots } from './ballot-adjusting.ts';
import type { ServiceContext } from './context.ts';
import { changeStanding } from './standing-change.ts';

/**
 * A new team link for a contestant, while voting is open, its secret
 * returned this once and kept only as a hash. Every link made for a contestant opens the same team, so
 * one already handed out keeps working.
 */
export async function createTeamLink(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  contestantId: string,
): Promise<TeamLink> {
  const teamToken = newToken();
  await changeStanding(ctx, roomId, token, async (tx) => {
    const contestant = await findContestant(tx, roomId, contestantId);
    if (!contestant) throw refuse('contestant_not_found', 'contestantNotFound');
    if ((await countTeamLinks(tx, contestantId)) >= MAX_TEAM_LINKS_PER_CONTESTANT) {
      throw refuse('team_link_limit', 'tooManyTeamLinks');
    }
    await insertTeamLink(tx, { roomId, contestantId, tokenHash: hashToken(teamToken) });
    return { value: undefined, events: [] };
  });
  return { teamToken };
}

/**
 * Set team: puts a participant in a contestant's team, or in none. Their
 * ballots in every award lose that contestant as a removal takes it out
 * (their other picks move up; their phone is told).
 */
export async function setTeam(
  ctx: ServiceContext,
  roomId: string,
  token: string | undefined,
  participantId: string,
  teamId: string | null,
): Promise<Participant> {
  return changeStanding(ctx, roomId, token, async (tx, admin) => {
    const participant = await findParticipant(tx, roomId, participantId);
    if (!participant || participant.judge) {
      throw refuse('participant_not_found', 'participantNotFound');
    }
    const team = teamId === null ? null : await findContestant(tx, roomId, teamId);
    if (team === undefined) throw refuse('contestant_not_found', 'contestantNotFound');
    const updated = await setParticipantTeam(tx, roomId, participantId, teamId);
    if (!updated) throw refuse('participant_not_found', 'participantNotFound');
    const events: RoomEvent[] = [{ type: 'team_changed', participantId, teamId }];
    if (team) {
      const awardNames = new Map((await listAwards(tx, roomId)).map((a) => [a.id, a.name]));
      events.push(
        ...(await takeOutOfBallots(tx, roomId, team, awardNames, {
          participantId,
          reason: 'team',
        })),
      );
    }
    events.push({ type: 'totals', totals: await countRoom(tx, roomId) });
    await insertAuditLog(tx, {
      roomId,
      userId: admin.id,
      action: 'set_team',
      details: {
        admin: admin.name,
        participant_id: participant.id,
        participant: participant.name,
        team: team?.name ?? null,
      },
    });
    const voted = (await listOwnBallots(tx, roomId, participantId)).length > 0;
    return { value: toParticipant(updated, voted), events };
  });
}
