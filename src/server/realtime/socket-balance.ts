/**
 * Keeps the phones' sockets level across the nodes of a cluster. A socket
 * lasts the whole event, so a node that comes back after a failure (or a
 * node added mid-event) would otherwise hold none of them while the others
 * carry its share to the end, results broadcast included. Each node tells
 * the others how many phones it holds; one well over the mean, while
 * another is as far under it, hands its excess off, 100 a second at most:
 * it closes them with 4307 (moved) and they reconnect at once, through the
 * load balancer, whose leastconn gives them to the lightest node (decision
 * 056). A phone sees nothing of it: its page stays live, and the snapshot
 * on its new socket carries on from where it was.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NodeLoads, RoomEventBus } from '../events/room-events.ts';
import type { RealtimeHub } from './hub.ts';

/** How often a node tells its load, and how long a word of it stays current. */
export const BALANCE_EVERY_MS = 2_000;
const CURRENT_MS = 3 * BALANCE_EVERY_MS;
/**
 * A node is handed phones once its words span this long: the load balancer
 * takes a node into rotation a second or so after it is ready (two good
 * checks) and gives it its full weight over 10 s more (`slowstart`), and
 * meanwhile the phones of a failure are still finding their way. A phone
 * moved before then may well land on a busy node again.
 */
export const SETTLE_MS = 12_000;
/**
 * A node that has just become active (started, or back from losing its
 * database or its listening connection) hands off nothing for this long:
 * the cluster is still settling, and phones are still finding their way.
 */
export const CALM_MS = 10_000;
/** A node hands off phones this often, a slice at a time, while it owes some. */
const STEP_MS = 100;
/**
 * How many phones a node hands off a second at most: each costs the
 * lightest node a join and a snapshot, beside everything else it serves.
 */
export const HANDOFF_PER_SECOND = 100;
/** Over the mean by this share (or by MIN_EXCESS sockets, whichever is more) is over. */
const TOLERANCE = 0.1;
const MIN_EXCESS = 10;
/**
 * A node whose own count moved more than this share between two of its
 * words is still taking phones (a failure's reconnects) or losing them: the
 * cluster is not settled, and it weighs nothing that turn.
 */
const STEADY_SHARE = 0.02;

/**
 * How many phones a node holding `mine` should hand off, the others holding
 * `others`: its excess over the mean, when that is over the tolerance and
 * some other node is as far under it; else none.
 */
export function excessSockets(mine: number, others: readonly number[]): number {
  if (others.length === 0) return 0;
  const mean = (mine + others.reduce((a, b) => a + b, 0)) / (others.length + 1);
  const margin = Math.max(MIN_EXCESS, mean * TOLERANCE);
  if (mine - mean <= margin || mean - Math.min(...others) <= margin) return 0;
  return Math.floor(mine - mean);
}

export type BalanceOptions = {
  loads: NodeLoads;
  /** The phones' sockets this node holds now. */
  sockets(): number;
  /** Closes up to `count` phones' sockets with 4307; answers how many it closed. */
  handOff(count: number): number;
  /** Whether this node takes part now: it is not draining, and hears every room change. */
  active(): boolean;
  log: FastifyBaseLogger;
  everyMs?: number;
  settleMs?: number;
  perSecond?: number;
};

export type SocketBalance = { close(): void };

/** Starts telling this node's load and handing off its excess; `close` stops both. */
export function balanceSockets(options: BalanceOptions): SocketBalance {
  const { loads, log } = options;
  const everyMs = options.everyMs ?? BALANCE_EVERY_MS;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const slice = Math.max(
    1,
    Math.round(((options.perSecond ?? HANDOFF_PER_SECOND) * STEP_MS) / 1000),
  );
  const peers = new Map<string, { sockets: number; at: number; since: number }>();
  let owed = 0;
  let toldAt = 0;
  // This node's count at its last word: one still moving (phones of a lost node arriving) is not weighed.
  let lastCount = Number.NaN;
  let activeSince: number | undefined;
  // After a hand-off, the others' words must catch up with it before the next.
  let quietUntil = 0;

  const stopHearing = loads.heard((node, sockets) => {
    const now = Date.now();
    const known = peers.get(node);
    const since = known && now - known.at <= CURRENT_MS ? known.since : now;
    peers.set(node, { sockets, at: now, since });
  });

  const weigh = (now: number, mine: number) => {
    const others: number[] = [];
    for (const [node, peer] of peers) {
      if (now - peer.at > CURRENT_MS) peers.delete(node);
      else if (peer.at - peer.since >= settleMs) others.push(peer.sockets);
    }
    const excess = excessSockets(mine, others);
    if (excess === 0) return;
    owed = excess;
    log.info({ sockets: mine, others, handing: excess }, 'handing phones to less busy nodes');
  };

  const step = () => {
    const now = Date.now();
    if (!options.active()) {
      owed = 0;
      activeSince = undefined;
      return;
    }
    activeSince ??= now;
    if (owed > 0) {
      const closed = options.handOff(Math.min(owed, slice));
      owed = closed === 0 ? 0 : owed - closed;
      if (owed === 0) quietUntil = now + 2 * everyMs;
    }
    if (now - toldAt < everyMs) return;
    toldAt = now;
    const mine = options.sockets();
    const steady = Math.abs(mine - lastCount) <= Math.max(MIN_EXCESS, mine * STEADY_SHARE);
    lastCount = mine;
    loads.tell(mine);
    if (owed === 0 && steady && now >= quietUntil && now - activeSince >= CALM_MS) {
      weigh(now, mine);
    }
  };

  const timer = setInterval(step, STEP_MS);
  timer.unref();
  return {
    close() {
      clearInterval(timer);
      stopHearing();
    },
  };
}

/** The balance of a hub's phones, on a bus that crosses nodes; none on one node alone. */
export function balanceHubSockets(
  bus: RoomEventBus,
  hub: Pick<RealtimeHub, 'counts' | 'handOff'>,
  draining: () => boolean,
  log: FastifyBaseLogger,
): SocketBalance | undefined {
  if (!bus.loads) return undefined;
  return balanceSockets({
    loads: bus.loads,
    sockets: () => hub.counts().sockets.participant,
    handOff: (count) => hub.handOff(count),
    active: () => !draining() && bus.upToDate(),
    log,
  });
}
