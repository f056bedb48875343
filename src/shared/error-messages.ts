/**
 * Messages of our own, for refusals the spec does not word: read as
 * `ERRORS.name` (messages.ts). One export each, so that a page's bundle holds
 * only the messages it shows.
 */
export const roomNotFound = 'Room not found.';
export const contestantNotFound = 'Contestant not found.';
export const incompleteOrder =
  'The new order must list every contestant of this room exactly once: reload and try again.';
export const participantNotFound = 'Participant not found.';
export const missingToken = 'Sign-in required: this request needs an access token.';
export const forbiddenRoom = 'This access token does not belong to this room.';
export const adminOnly = 'Only the room organiser can do this.';
export const participantOnly = 'Only a voter in this room can do this.';
export const screenReadOnly = 'A screen link only shows the room: it cannot change anything.';
export const screenNotFound = 'Screen link not found.';
export const tooManyScreens = 'This room already has the maximum number of screen links.';
export const rehearsalJoin =
  'A rehearsal is running in this room: joining opens when the organiser goes live.';
export const rehearsalBallot =
  'A rehearsal is running in this room: voting opens when the organiser goes live.';
export const rehearsalRunning = 'A rehearsal is already running in this room.';
export const noRehearsal = 'No rehearsal is running in this room.';
export const rehearsalRecord =
  "A rehearsal's ballot record is never published: its voters were simulated.";
export const rehearsalNeedsEmptyRoom =
  'A rehearsal needs a room nobody has joined or voted in yet: rehearse before doors open, or in a new room.';
export const ownerOnly =
  'Only the organiser who created this room can invite or revoke organisers.';
export const adminNotFound = 'Organiser not found.';
export const ownerNotRevocable = 'The organiser who created this room cannot be revoked.';
export const tooManyAdmins = 'This room already has the maximum number of organisers.';
export const alreadyFinished = 'Voting has already ended for this room.';
export const votingEnded = 'Voting has ended for this room.';
export const tooManyContestants = 'This room already has the maximum number of contestants.';
export const notFound = 'Not found.';
export const awardNotFound = 'Award not found.';
export const notInAward = 'That contestant is not in this award.';
export const tooManyAwards = 'This room already has the maximum number of awards.';
export const awardNameTaken = 'Another award of this room already has that name.';
export const lastAward = 'A room needs at least one award: this is its last.';
export const awardsAfterEnd = 'Voting has ended: awards can no longer be changed.';
export const incompleteAwardOrder =
  'The new order must list every award of this room exactly once: reload and try again.';
export const holdAfterEnd = 'Voting has ended: the results hold can no longer be changed.';
export const publishAfterEnd =
  'Voting has ended: the ballot record is frozen and can no longer be changed.';
export const recordNotOut = 'The ballot record is published with the results, once they are out.';
export const noBallotRecord = 'This room ended before ballot records existed: it has none.';
export const receiptInvalid =
  'A receipt is 16 letters and digits in groups of four, like K7Q2-9XF4-M3TD-8WQA.';
export const revealBeforeEnd = 'Voting is still open: end it before revealing the results.';
export const revealMoved =
  'The reveal was moved from another screen first: check the step it is on now, then try again.';
export const revealComplete = 'The reveal is complete: there is no next step.';
export const winnerStaysShown =
  "A winner once shown stays shown: the reveal can't go back before an award's #1.";
export const timerAfterEnd = 'Voting has ended: there is no timer to start.';
export const timerWithoutContestants =
  'Add a contestant first: the timer ends voting, which needs one.';
export const notExpo = 'This award is not judged at an expo.';
export const judgingClosed = 'Judging has closed in this award: its rankings are final.';
export const notSeen = 'Rank only the projects you have seen on your route.';
export const stopRanked =
  'This project is in your ranking: take it out before reporting it absent.';
export const formatHasBallots = "This award already has ballots: the way it is voted can't change.";
export const judgingOpen = 'Close judging first: the jury order is not final until then.';
export const finalistsAwardHasBallots =
  'That award already has ballots: send the finalists to a new award or one nobody has voted in.';
export const expoAward =
  'This award is judged at an expo: rank the projects you saw on your route.';
export const judgesOnly = 'Only judges vote in this award.';
export const audienceOnly = "Judges don't vote in this award.";
export const ownTeam = "You can't rank your own team.";
export const judgeRevoked = 'Your judge link was revoked.';
export const judgeNotFound = 'Judge not found.';
export const tooManyJudges = 'This room already has the maximum number of judges.';
export const tooManyTeamLinks = 'This contestant already has the maximum number of team links.';
export const teamLinkInvalid =
  'This team link does not open this room: ask the organiser for a new one.';
export const judgesAfterEnd = 'Voting has ended: judges and teams can no longer be changed.';
export const notAJudge = 'Only a judge has conflicts of interest.';
export const forbiddenOrigin = 'This request came from another site and was refused.';
export const rateLimited = 'Too many requests: please wait a moment and try again.';
export const unavailable = 'VibeRank is busy right now: please try again in a moment.';
export const shuttingDown = 'VibeRank is restarting: please try again in a moment.';
export const starting = 'VibeRank is starting: please try again in a moment.';
export const databaseUnavailable =
  'VibeRank cannot reach its database right now: please try again in a moment.';
export const metricsToken =
  'The metrics need the METRICS_TOKEN, sent as Authorization: Bearer <token>.';
export const idempotencyKeyInvalid =
  'The Idempotency-Key header must be 22 to 64 letters, digits, dashes or underscores.';
export const idempotencyKeyReused =
  'This Idempotency-Key was already used for another request: send a new key with this one.';
export const invalidText = 'Text must not contain NUL characters or invalid Unicode.';
export const internal = 'Something went wrong on our side. Please try again.';
