/**
 * The realtime protocol's version and close codes: plain values, apart from
 * the schemas in `messages.ts`, so that a phone's bundle need not carry a
 * schema library to speak the protocol.
 */
export const PROTOCOL_VERSION = 12 as const;

/**
 * WebSocket close codes, each with the reason sent beside it. The server
 * closes a socket only with one of these.
 */
export const CLOSE = {
  malformedMessage: { code: 4400, reason: 'malformed message' },
  /** Too many messages, or too many sockets for one secret. */
  rateLimited: { code: 4429, reason: 'rate limited' },
  unauthorised: { code: 4401, reason: 'unauthorised' },
  forbidden: { code: 4403, reason: 'forbidden' },
  roomNotFound: { code: 4404, reason: 'room not found' },
  subscribeTimeout: { code: 4408, reason: 'subscribe timeout' },
  participantRemoved: { code: 4410, reason: 'participant removed' },
  /** The organiser's secret was revoked: it opens the room no more. */
  adminRevoked: { code: 4411, reason: 'admin revoked' },
  /** The judge's link was revoked: it opens the room no more. */
  judgeRevoked: { code: 4412, reason: 'judge revoked' },
  /** The screen link was revoked: it opens the room no more. */
  screenRevoked: { code: 4413, reason: 'screen revoked' },
  unsupportedProtocol: { code: 4426, reason: 'unsupported protocol version' },
  /**
   * The node hands this socket to a less busy one (a node back in the
   * cluster): reconnect at once, through the load balancer, as if nothing
   * had happened.
   */
  moved: { code: 4307, reason: 'moved to another node' },
  shuttingDown: { code: 1001, reason: 'server shutting down' },
  /** The server failed to serve this subscriber (a snapshot could not be read); reconnect. */
  internalError: { code: 1011, reason: 'internal error' },
  /** The server cannot reach its database for now (it restarts); reconnect after a while. */
  unavailable: { code: 4503, reason: 'try again later' },
  /** The subscriber fell too far behind; reconnect and resync. */
  tooFarBehind: { code: 1013, reason: 'too far behind' },
  /** A message over the size cap; the WebSocket library itself closes with it, without a reason. */
  messageTooBig: { code: 1009, reason: '' },
} as const;
