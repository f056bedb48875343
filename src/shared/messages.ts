/** Every user-visible message the spec fixes, word for word. */
export const MESSAGES = {
  fillInAllFields: 'Please fill in all fields',
  roomNotFoundByCode: 'Room not found. Please check your room code.',
  roomEnded: 'This room has ended and is no longer accepting votes.',
  joinFailed: 'Failed to join room. Please try again.',
  noContestants: 'Cannot finalize results: No contestants found.',
  saveResultsFailed: 'Failed to save results. Please try again.',
  finalizeFailed: 'An error occurred while finalizing results. Please try again.',
} as const;

/** Messages of our own, for refusals the spec does not word. */
export const ERRORS = {
  roomNotFound: 'Room not found.',
  contestantNotFound: 'Contestant not found.',
  incompleteOrder:
    'The new order must list every contestant of this room exactly once: reload and try again.',
  participantNotFound: 'Participant not found.',
  missingToken: 'Sign-in required: this request needs an access token.',
  forbiddenRoom: 'This access token does not belong to this room.',
  adminOnly: 'Only the room organiser can do this.',
  participantOnly: 'Only a voter in this room can do this.',
  ownerOnly: 'Only the organiser who created this room can invite or revoke organisers.',
  adminNotFound: 'Organiser not found.',
  ownerNotRevocable: 'The organiser who created this room cannot be revoked.',
  tooManyAdmins: 'This room already has the maximum number of organisers.',
  alreadyFinished: 'Voting has already ended for this room.',
  votingEnded: 'Voting has ended for this room.',
  tooManyContestants: 'This room already has the maximum number of contestants.',
  notFound: 'Not found.',
  awardNotFound: 'Award not found.',
  notInAward: 'That contestant is not in this award.',
  tooManyAwards: 'This room already has the maximum number of awards.',
  awardNameTaken: 'Another award of this room already has that name.',
  lastAward: 'A room needs at least one award: this is its last.',
  awardsAfterEnd: 'Voting has ended: awards can no longer be changed.',
  incompleteAwardOrder:
    'The new order must list every award of this room exactly once: reload and try again.',
  holdAfterEnd: 'Voting has ended: the results hold can no longer be changed.',
  publishAfterEnd: 'Voting has ended: the ballot record is frozen and can no longer be changed.',
  recordNotOut: 'The ballot record is published with the results, once they are out.',
  noBallotRecord: 'This room ended before ballot records existed: it has none.',
  receiptInvalid: 'A receipt is 16 letters and digits in groups of four, like K7Q2-9XF4-M3TD-8WQA.',
  revealBeforeEnd: 'Voting is still open: end it before revealing the results.',
  timerAfterEnd: 'Voting has ended: there is no timer to start.',
  timerWithoutContestants: 'Add a contestant first: the timer ends voting, which needs one.',
  judgesOnly: 'Only judges vote in this award.',
  audienceOnly: "Judges don't vote in this award.",
  ownTeam: "You can't rank your own team.",
  judgeRevoked: 'Your judge link was revoked.',
  judgeNotFound: 'Judge not found.',
  tooManyJudges: 'This room already has the maximum number of judges.',
  tooManyTeamLinks: 'This contestant already has the maximum number of team links.',
  teamLinkInvalid: 'This team link does not open this room: ask the organiser for a new one.',
  judgesAfterEnd: 'Voting has ended: judges and teams can no longer be changed.',
  notAJudge: 'Only a judge has conflicts of interest.',
  forbiddenOrigin: 'This request came from another site and was refused.',
  rateLimited: 'Too many requests: please wait a moment and try again.',
  unavailable: 'VibeRank is busy right now: please try again in a moment.',
  shuttingDown: 'VibeRank is restarting: please try again in a moment.',
  starting: 'VibeRank is starting: please try again in a moment.',
  databaseUnavailable:
    'VibeRank cannot reach its database right now: please try again in a moment.',
  metricsToken: 'The metrics need the METRICS_TOKEN, sent as Authorization: Bearer <token>.',
  invalidText: 'Text must not contain NUL characters or invalid Unicode.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** A judge's refusal to rank a contestant they have a conflict of interest with. */
export function conflictOfInterest(contestantName: string): string {
  return `You have a conflict of interest with ${contestantName}.`;
}
