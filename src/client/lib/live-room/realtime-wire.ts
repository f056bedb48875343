import { CLOSE } from '#shared/protocol/constants.ts';

/** Why the server will not have this subscriber back. */
export type ConnectionEnd =
  | 'forbidden'
  | 'room-not-found'
  | 'participant-removed'
  | 'admin-revoked'
  | 'judge-revoked'
  | 'screen-revoked';

/** `move`: reconnect at once (another node takes it), `retry`: after the back-off. */
export type CloseOutcome = ConnectionEnd | 'move' | 'retry' | 'fault';

/** What each named close means to this client; a code it does not know is retried. */
const ON_CLOSE: Record<keyof typeof CLOSE, CloseOutcome> = {
  malformedMessage: 'fault',
  // Retried after the usual back-off, which keeps a tab within the limits.
  rateLimited: 'retry',
  unauthorised: 'forbidden',
  forbidden: 'forbidden',
  roomNotFound: 'room-not-found',
  subscribeTimeout: 'retry',
  unsupportedProtocol: 'fault',
  moved: 'move',
  participantRemoved: 'participant-removed',
  adminRevoked: 'admin-revoked',
  judgeRevoked: 'judge-revoked',
  screenRevoked: 'screen-revoked',
  shuttingDown: 'retry',
  internalError: 'retry',
  unavailable: 'retry',
  tooFarBehind: 'retry',
  messageTooBig: 'fault',
};

const OUTCOME_BY_CODE = new Map<number, CloseOutcome>(
  Object.entries(ON_CLOSE).map(([name, outcome]) => [
    CLOSE[name as keyof typeof CLOSE].code,
    outcome,
  ]),
);

/** What a close with this code means; a code this client does not know is retried. */
export function closeOutcome(code: number): CloseOutcome {
  return OUTCOME_BY_CODE.get(code) ?? 'retry';
}
