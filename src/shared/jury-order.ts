// TEMP STUB (replaced by the real module)
export type JuryRanking = { judgeId: string; contestantIds: readonly string[] };
export type JuryContestant = { id: string; name: string; orderIndex: number };
export type JuryStanding = {
  contestantId: string;
  rank: number;
  judges: number;
  wins: number;
  ties: number;
  losses: number;
  copeland: number;
  strength: number;
  strengthRank: number;
};
export function juryOrder(
  contestants: readonly JuryContestant[],
  _rankings: readonly JuryRanking[],
): JuryStanding[] {
  return contestants.map((c, i) => ({
    contestantId: c.id,
    rank: i + 1,
    judges: 0,
    wins: 0,
    ties: 0,
    losses: 0,
    copeland: 0,
    strength: 0,
    strengthRank: i + 1,
  }));
}
