/**
 * The sizes every section runs at: `quick` proves that each section works in
 * well under two minutes (CI runs it); `full` is the venue-scale proof.
 */
export type Profile = {
  name: 'quick' | 'full';
  /** Alternating measuring slices per contender, and each slice's length. */
  slices: number;
  sliceMs: number;
  /** Warm-up per contender before the slices. */
  warmUpMs: number;
  /** Concurrent ballot clients, each writing its own participants' ballots. */
  ballotClients: readonly number[];
  /** Participants per client of the largest size: 64 × this join the ballots room. */
  participantsPerClient: number;
  /** Sockets in the fan-out room, and the contestant-added rounds timed there. */
  fanOutSockets: number;
  fanOutRounds: number;
  /** Rooms of fanOutSockets finished, one results round each (a room finishes once). */
  resultsRounds: number;
  /** Participants joining one room on their sockets, and how long that may take. */
  joins: number;
  joinsMaxMs: number;
  /** Joins (each with its socket) in flight at once. */
  joinsInFlight: number;
  /** Admin dashboards subscribed while ballots arrive, and the paced ballot rate. */
  dashboards: number;
  pacedBallotsPerSecond: number;
  pacedMs: number;
  /** Rounds of a change on node A timed to node B. */
  crossNodeRounds: number;
  /** How long a socket may take to receive a broadcast before it counts as not delivered. */
  deliveryTimeoutMs: number;
  /** How long a process's memory settles (timers, GC) before it is read. */
  settleMs: number;
  /** Lighthouse and the other browser-driven figures (full run only). */
  lighthouse: boolean;
  /** Each phase of the flood section (full run only). */
  floodMs: number;
  /** Ballots in the room whose finish and ballot record are measured, and how many rooms each way. */
  recordBallots: number;
  recordRounds: number;
  /** The rehearsal in one room: its simulated voters, and the seconds they arrive and vote over. */
  rehearsalVoters: number;
  rehearsalSeconds: number;
  /** People voting at a person's pace in another room, timed for as long idle, then beside it. */
  rehearsalPeople: number;
  /** Rehearsals of rehearsalVoters whose End rehearsal is timed: the first, then quick ones. */
  rehearsalEnds: number;
};

export const QUICK: Profile = {
  name: 'quick',
  slices: 1,
  sliceMs: 300,
  warmUpMs: 100,
  ballotClients: [1, 8, 64],
  participantsPerClient: 1,
  fanOutSockets: 200,
  fanOutRounds: 3,
  resultsRounds: 1,
  joins: 200,
  joinsMaxMs: 30_000,
  joinsInFlight: 32,
  dashboards: 10,
  pacedBallotsPerSecond: 200,
  pacedMs: 500,
  crossNodeRounds: 5,
  deliveryTimeoutMs: 5_000,
  settleMs: 300,
  lighthouse: false,
  floodMs: 2_000,
  recordBallots: 500,
  recordRounds: 1,
  rehearsalVoters: 200,
  rehearsalSeconds: 10,
  rehearsalPeople: 5,
  rehearsalEnds: 1,
};

export const FULL: Profile = {
  name: 'full',
  slices: 3,
  sliceMs: 1000,
  warmUpMs: 300,
  ballotClients: [1, 8, 64],
  participantsPerClient: 8,
  fanOutSockets: 5_000,
  fanOutRounds: 10,
  resultsRounds: 10,
  joins: 10_000,
  joinsMaxMs: 240_000,
  joinsInFlight: 32,
  dashboards: 50,
  pacedBallotsPerSecond: 200,
  pacedMs: 5_000,
  crossNodeRounds: 30,
  deliveryTimeoutMs: 10_000,
  settleMs: 2_000,
  lighthouse: true,
  floodMs: Number(process.env.BENCH_FLOOD_MS) || 10_000,
  recordBallots: 10_000,
  recordRounds: 5,
  rehearsalVoters: 2_000,
  rehearsalSeconds: 60,
  rehearsalPeople: 20,
  rehearsalEnds: 3,
};
