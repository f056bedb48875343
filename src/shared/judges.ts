import { z } from 'zod';
import { JUDGE_NAME_MAX_LENGTH, MAX_CONTESTANTS_PER_ROOM } from './constants.ts';
import { issueKey } from './issue-keys.ts';
import { idParam, requiredText } from './schemas.ts';

/**
 * Judges and teams: a judge votes with a personal secret link the organiser
 * made, a team member joined through their contestant's team link; neither
 * may rank the contestants they are tied to.
 */

/** A judge as the organisers' Judges panel lists them. */
export const judge = z.object({
  id: z.string(),
  name: z.string(),
  invitedAt: z.string(),
  /** The awards this judge has a ballot in, by id. */
  votedAwardIds: z.array(z.string()),
  /** The contestants this judge has a conflict of interest with, by id. */
  conflictIds: z.array(z.string()),
});
export type Judge = z.infer<typeof judge>;

export const judgesResponse = z.object({ judges: z.array(judge) });
export type JudgesResponse = z.infer<typeof judgesResponse>;

/** Invite judge: the judge's name, one line. */
export const inviteJudgeInput = z.strictObject({
  name: requiredText('judgeName', JUDGE_NAME_MAX_LENGTH).refine((name) => !/\p{Cc}/u.test(name), {
    error: issueKey('oneLine', { field: 'judgeName' }),
  }),
});
export type InviteJudgeInput = z.input<typeof inviteJudgeInput>;

/** The invited judge and their secret: the only time the secret is sent. */
export const invitedJudgeResponse = z.object({ judge, judgeToken: z.string() });
export type InvitedJudge = z.infer<typeof invitedJudgeResponse>;

/** A judge's conflicts of interest: every contestant they may not rank, by id. */
export const conflictsInput = z.strictObject({
  contestantIds: z
    .array(idParam, { error: issueKey('contestantIdList') })
    .max(MAX_CONTESTANTS_PER_ROOM, {
      error: issueKey('roomContestantLimit', { max: MAX_CONTESTANTS_PER_ROOM }),
    })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: issueKey('contestantNamedTwice'),
    }),
});
export type ConflictsInput = z.input<typeof conflictsInput>;

export const judgeResponse = z.object({ judge });

/** Set team: the contestant whose team the participant is in, or null for none. */
export const setTeamInput = z.strictObject({
  teamId: z.union([idParam, z.null()], { error: issueKey('teamIdNotContestant') }),
});
export type SetTeamInput = z.input<typeof setTeamInput>;

/** A new team link's secret: the only time it is sent. */
export const teamLinkResponse = z.object({ teamToken: z.string() });
export type TeamLink = z.infer<typeof teamLinkResponse>;
