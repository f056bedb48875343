/**
 * Every HTTP path of the API, written once. The server registers each route
 * from its entry; the client and the tests build URLs with `url`, which
 * encodes every parameter.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Everything under this prefix is the API; any other GET is a page of the client. */
export const API_PREFIX = '/api/';

/** Where Prometheus scrapes a node: outside the API, on the main port (with METRICS_TOKEN) and on METRICS_PORT. */
export const METRICS_PATH = '/metrics';

/** The names of the `:params` in a path pattern. */
export type RouteParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | RouteParamName<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type RouteParams<Path extends string> = Record<RouteParamName<Path>, string>;

export type Route<Method extends HttpMethod, Path extends string> = {
  method: Method;
  path: Path;
  /** The concrete URL, each parameter encoded. */
  url: (...params: [RouteParamName<Path>] extends [never] ? [] : [RouteParams<Path>]) => string;
};

function route<Method extends HttpMethod, Path extends string>(
  method: Method,
  path: Path,
): Route<Method, Path> {
  return {
    method,
    path,
    url: (...args) => {
      const params: Partial<Record<string, string>> = args[0] ?? {};
      return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`${path}: no value for :${name}`);
        return encodeURIComponent(value);
      });
    },
  };
}

export const routes = {
  /** Liveness: the process answers. */
  health: route('GET', '/api/health'),
  /** Readiness: 200 when this node may be sent traffic (it listens, is not draining, reaches its database). */
  readiness: route('GET', '/api/health/ready'),
  /** The address phones reach the server at: what every shared link and QR code uses. */
  publicAddress: route('GET', '/api/public-address'),
  /** The realtime WebSocket endpoint (an upgraded GET). */
  realtime: route('GET', '/api/realtime'),

  createRoom: route('POST', '/api/rooms'),
  room: route('GET', '/api/rooms/:roomId'),
  roomByCode: route('GET', '/api/rooms/code/:code'),
  joinRoom: route('POST', '/api/rooms/join'),
  finishVoting: route('POST', '/api/rooms/:roomId/finish'),
  results: route('GET', '/api/rooms/:roomId/results'),
  holdResults: route('PUT', '/api/rooms/:roomId/hold-results'),
  /** The room's language, which the big screen speaks; the organiser may change it any time. */
  roomLanguage: route('PUT', '/api/rooms/:roomId/language'),
  /** Whether the ballot record publishes each ballot's rankings or only a salted hash. */
  publishBallots: route('PUT', '/api/rooms/:roomId/publish-ballots'),
  /** The frozen ballot record with the results, as a file (once the results are out). */
  ballotRecord: route('GET', '/api/rooms/:roomId/ballot-record'),
  /** What the ballot record holds for one receipt, in every award. */
  checkReceipt: route('POST', '/api/rooms/:roomId/ballot-record/check'),
  /** Starts the countdown that ends voting by itself, replacing a running one. */
  startTimer: route('PUT', '/api/rooms/:roomId/timer'),
  cancelTimer: route('DELETE', '/api/rooms/:roomId/timer'),
  /** Rehearse with simulated voters; End rehearsal (Go live) takes them and all they left away. */
  startRehearsal: route('POST', '/api/rooms/:roomId/rehearsal'),
  endRehearsal: route('DELETE', '/api/rooms/:roomId/rehearsal'),
  /** Moves the staged reveal one step forward or back, from the step the caller showed. */
  reveal: route('POST', '/api/rooms/:roomId/reveal'),
  /** The room's organiser devices; the owner alone invites and revokes co-organisers. */
  admins: route('GET', '/api/rooms/:roomId/admins'),
  inviteAdmin: route('POST', '/api/rooms/:roomId/admins'),
  revokeAdmin: route('DELETE', '/api/rooms/:roomId/admins/:adminId'),
  /** Which organiser finished voting or removed whom, newest first. */
  adminLog: route('GET', '/api/rooms/:roomId/audit'),

  /** The room's judges; any organiser invites and revokes them and sets their conflicts. */
  judges: route('GET', '/api/rooms/:roomId/judges'),
  inviteJudge: route('POST', '/api/rooms/:roomId/judges'),
  revokeJudge: route('DELETE', '/api/rooms/:roomId/judges/:judgeId'),
  judgeConflicts: route('PUT', '/api/rooms/:roomId/judges/:judgeId/conflicts'),
  /** The room's screen links (read-only big screens); any organiser makes and revokes them. */
  screens: route('GET', '/api/rooms/:roomId/screens'),
  createScreen: route('POST', '/api/rooms/:roomId/screens'),
  revokeScreen: route('DELETE', '/api/rooms/:roomId/screens/:screenId'),
  /** A new team link for a contestant: whoever joins through it is in its team. */
  createTeamLink: route('POST', '/api/rooms/:roomId/contestants/:contestantId/team-links'),
  /** Set team: the contestant whose team a participant is in, or none. */
  setTeam: route('PUT', '/api/rooms/:roomId/participants/:participantId/team'),

  contestants: route('GET', '/api/rooms/:roomId/contestants'),
  addContestant: route('POST', '/api/rooms/:roomId/contestants'),
  /** A pasted image, by a hash of its content: a new image gets a new URL. */
  contestantImage: route('GET', '/api/rooms/:roomId/contestants/:contestantId/image/:imageHash'),
  updateContestant: route('PUT', '/api/rooms/:roomId/contestants/:contestantId'),
  removeContestant: route('DELETE', '/api/rooms/:roomId/contestants/:contestantId'),
  /** The room's contestants in a new order: every one of them, by id. */
  reorderContestants: route('PUT', '/api/rooms/:roomId/contestants/order'),
  /** Number tables: gives the room's contestants tables 1 to N in their order, replacing any. */
  numberTables: route('POST', '/api/rooms/:roomId/contestants/table-numbers'),
  /** A room's projects by table, for anyone with its code: the public expo page. */
  expo: route('GET', '/api/expo/:code'),

  /** The room's awards in the organiser's order; each is its own ranked vote. */
  awards: route('GET', '/api/rooms/:roomId/awards'),
  addAward: route('POST', '/api/rooms/:roomId/awards'),
  /** The room's awards in a new order: every one of them, by id. */
  reorderAwards: route('PUT', '/api/rooms/:roomId/awards/order'),
  updateAward: route('PUT', '/api/rooms/:roomId/awards/:awardId'),
  removeAward: route('DELETE', '/api/rooms/:roomId/awards/:awardId'),

  /** An expo judge's route in an award: what they walked, then what is planned for them. */
  route: route('GET', '/api/rooms/:roomId/awards/:awardId/route'),
  /** A judge walked a stop: the project seen, or absent from its table. */
  walkStop: route('PUT', '/api/rooms/:roomId/awards/:awardId/route/:contestantId'),
  /** A judge's ranking of everything they saw in an expo award, best first. */
  submitExpoRanking: route('PUT', '/api/rooms/:roomId/awards/:awardId/expo-ranking'),
  /** The organisers' view of an expo award's judging: progress, coverage, absences, jury order. */
  judging: route('GET', '/api/rooms/:roomId/awards/:awardId/judging'),
  /** Closes (or reopens) an expo award's judging. */
  closeJudging: route('PUT', '/api/rooms/:roomId/awards/:awardId/judging/closed'),
  /** Sends the top N of an expo's jury order to a stage vote. */
  sendFinalists: route('POST', '/api/rooms/:roomId/awards/:awardId/finalists'),

  ownBallot: route('GET', '/api/rooms/:roomId/ballot'),
  submitBallot: route('PUT', '/api/rooms/:roomId/ballot'),
  resetBallot: route('DELETE', '/api/rooms/:roomId/ballot'),
  activity: route('GET', '/api/rooms/:roomId/activity'),

  participants: route('GET', '/api/rooms/:roomId/participants'),
  removeParticipant: route('DELETE', '/api/rooms/:roomId/participants/:participantId'),
  leaveRoom: route('POST', '/api/rooms/:roomId/leave'),

  /** Reads a CSV file of contestants and says what importing it would add, changing nothing. */
  previewContestantImport: route('POST', '/api/rooms/:roomId/contestants/import/preview'),
  /** Adds the valid rows of a CSV file of contestants, all in one change. */
  importContestants: route('POST', '/api/rooms/:roomId/contestants/import'),
  /** The contestants' points and every ballot, as a CSV file or a JSON file. */
  exportCsv: route('GET', '/api/rooms/:roomId/export/csv'),
  exportJson: route('GET', '/api/rooms/:roomId/export/json'),
} as const;

export type RouteName = keyof typeof routes;
