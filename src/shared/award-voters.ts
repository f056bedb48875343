import type { AwardVoters } from './constants.ts';

/** Whether a judge (judge: true) or a member of the audience votes in an award where these vote. */
export function votesIn(voters: AwardVoters, judge: boolean): boolean {
  return (
    voters === 'everyone' || voters === 'judges_and_audience' || (voters === 'judges') === judge
  );
}
