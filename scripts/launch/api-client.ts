import type { AdminLogEntry, AdminsResponse, InvitedAdmin } from '#shared/admins.ts';
import type {
  ActivityResponse,
  Award,
  Ballot,
  Contestant,
  CreateRoomResponse,
  FinishResponse,
  JoinRoomResponse,
  OwnParticipant,
  Participant,
  ParticipantsPage,
  PublicAddress,
  Results,
  Room,
} from '#shared/api.ts';
import type { BallotRecordFile, ReceiptCheck } from '#shared/ballot-record.ts';
import type { ImportPreview, ImportResult } from '#shared/contestant-import.ts';
import type { Expo } from '#shared/expo.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import type { InvitedJudge, Judge, JudgesResponse, TeamLink } from '#shared/judges.ts';
import type { ErrorResponse } from '#shared/refusals.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';
import type { CreatedScreen, ScreensResponse } from '#shared/screens.ts';
import { judgingApi } from './judging-api.ts';

export type ApiResult<T> = { status: number; body: T; headers: Headers };

export type RequestOptions = {
  token?: string | undefined;
  /** A header sent as it is, instead of `Bearer <token>`. */
  authorization?: string | undefined;
  body?: unknown;
  rawBody?: string;
  /** Sent as `Idempotency-Key`: a join or a new room sent again returns its first outcome. */
  idempotencyKey?: string | undefined;
};

export type ExportAnswer = {
  status: number;
  text: string;
  contentType: string | null;
  disposition: string | null;
};

/** A well-formed id that names no award: what a caller who cannot read the awards sends. */
const NO_AWARD = '00000000-0000-4000-8000-000000000000';

/** A route and the parameters of its URL. */
type RouteOf<P> = { method: HttpMethod; url(params: P): string };
type RoomAnswer = { room: Room } & ErrorResponse;

/** The method and URL of a route of the table, with these parameters. */
function to<P>(route: RouteOf<P>, params: P): [HttpMethod, string] {
  return [route.method, route.url(params)];
}

/**
 * The tests' one HTTP client for a running server (in-process or a child
 * process): real requests, the token header, JSON bodies, raw status and a
 * typed answer; URLs from the route table.
 */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  /** A request as it is (any method, headers or bytes), for tests that read headers or raw bytes. */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, init);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    if (options.idempotencyKey !== undefined) {
      headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    }
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetch(path, { method, headers, body });
    const text = await response.text();
    const result = { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    // Not enumerable: tests compare whole answers with toEqual, and headers differ by date.
    return Object.defineProperty(result, 'headers', { value: response.headers }) as ApiResult<T>;
  }

  /** Sends a request to a route of a room, with the options as given (a raw body, none at all). */
  toRoom(route: RouteOf<{ roomId: string }>, roomId: string, options: RequestOptions) {
    return this.request<ErrorResponse>(...to(route, { roomId }), options);
  }

  createRoom(body: unknown, idempotencyKey?: string) {
    type Answer = CreateRoomResponse & ErrorResponse;
    return this.request<Answer>(...to(routes.createRoom, {}), { body, idempotencyKey });
  }
  getRoom(roomId: string, token?: string) {
    return this.request<RoomAnswer>(...to(routes.room, { roomId }), { token });
  }
  findRoomByCode(code: string) {
    return this.request<RoomAnswer>(...to(routes.roomByCode, { code }));
  }
  join(body: unknown, idempotencyKey?: string) {
    type Answer = JoinRoomResponse & ErrorResponse;
    return this.request<Answer>(...to(routes.joinRoom, {}), { body, idempotencyKey });
  }
  listContestants(roomId: string, token?: string) {
    type Answer = { contestants: Contestant[] } & ErrorResponse;
    return this.request<Answer>(...to(routes.contestants, { roomId }), { token });
  }
  addContestant(roomId: string, token: string | undefined, body: unknown) {
    type Answer = { contestant: Contestant } & ErrorResponse;
    return this.request<Answer>(...to(routes.addContestant, { roomId }), { token, body });
  }
  updateContestant(roomId: string, token: string | undefined, contestantId: string, body: unknown) {
    type Answer = { contestant: Contestant } & ErrorResponse;
    const params = { roomId, contestantId };
    return this.request<Answer>(...to(routes.updateContestant, params), { token, body });
  }
  removeContestant(roomId: string, token: string | undefined, contestantId: string) {
    const params = { roomId, contestantId };
    return this.request<ErrorResponse | undefined>(...to(routes.removeContestant, params), {
      token,
    });
  }
  reorderContestants(roomId: string, token: string | undefined, body: unknown) {
    type Answer = { contestants: Contestant[] } & ErrorResponse;
    return this.request<Answer>(...to(routes.reorderContestants, { roomId }), { token, body });
  }
  /** Number tables: tables 1 to N in the contestants' order. */
  numberTables(roomId: string, token: string | undefined) {
    type Answer = { contestants: Contestant[] } & ErrorResponse;
    return this.request<Answer>(...to(routes.numberTables, { roomId }), { token });
  }
  /** A room's projects by table, as the public expo page reads them (no token). */
  expo(code: string) {
    return this.request<{ expo: Expo } & ErrorResponse>(...to(routes.expo, { code }));
  }
  /** Previews a CSV file of contestants, as the Import CSV dialog does. */
  previewImport(roomId: string, token: string | undefined, csv: string) {
    const options = { token, body: { csv } };
    return this.request<ImportPreview & ErrorResponse>(
      ...to(routes.previewContestantImport, { roomId }),
      options,
    );
  }
  /** Imports a CSV file of contestants. */
  importCsv(roomId: string, token: string | undefined, csv: string) {
    const options = { token, body: { csv } };
    return this.request<ImportResult & ErrorResponse>(
      ...to(routes.importContestants, { roomId }),
      options,
    );
  }
  /**
   * The award a ballot call of a test names when the test names none: the
   * room's first, as the caller reads the awards. A caller who may not read
   * them gets an id of no award, so that the call is refused as it would be
   * anyway (no token, a wrong one).
   */
  async firstAwardId(roomId: string, token: string | undefined): Promise<string> {
    const { status, body } = await this.awards.list(roomId, token);
    return (status === 200 ? body.awards[0]?.id : undefined) ?? NO_AWARD;
  }
  /** The caller's ballots; `ballot` in the award named (else the room's first). */
  async getBallot(roomId: string, token?: string, awardId?: string) {
    type Answer = {
      ballot: Ballot | null;
      ballots: Ballot[];
      voter?: OwnParticipant;
    } & ErrorResponse;
    const award = awardId ?? (await this.firstAwardId(roomId, token));
    return this.request<Answer>(
      routes.ownBallot.method,
      `${routes.ownBallot.url({ roomId })}?awardId=${encodeURIComponent(award)}`,
      { token },
    );
  }
  /**
   * Sends a ballot; an object `body` that names no award is sent in the room's
   * first award (to leave `awardId` out, send it with `toRoom`).
   */
  async submitBallot(roomId: string, token: string | undefined, body: unknown) {
    type Answer = { ballot: Ballot } & ErrorResponse;
    const named =
      typeof body === 'object' && body !== null && !Array.isArray(body) && !('awardId' in body)
        ? { awardId: await this.firstAwardId(roomId, token), ...body }
        : body;
    return this.request<Answer>(...to(routes.submitBallot, { roomId }), { token, body: named });
  }
  /** Submits contestants in ranked order, in the award named (else the room's first). */
  rank(roomId: string, token: string, contestantIds: string[], awardId?: string) {
    return this.submitBallot(roomId, token, {
      ...(awardId === undefined ? {} : { awardId }),
      rankings: contestantIds.map((contestantId) => ({ contestantId })),
    });
  }
  /** Reset Vote in the award named (else the room's first). */
  async resetBallot(roomId: string, token?: string, awardId?: string) {
    const award = awardId ?? (await this.firstAwardId(roomId, token));
    return this.request<ErrorResponse | undefined>(
      routes.resetBallot.method,
      `${routes.resetBallot.url({ roomId })}?awardId=${encodeURIComponent(award)}`,
      { token },
    );
  }
  activity(roomId: string, token?: string) {
    return this.request<ActivityResponse & ErrorResponse>(...to(routes.activity, { roomId }), {
      token,
    });
  }
  /** A page of participants; `query` is sent as the query string as it is (to test bad ones too). */
  participants(roomId: string, token?: string, query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    return this.request<ParticipantsPage & ErrorResponse>(
      routes.participants.method,
      `${routes.participants.url({ roomId })}${search ? `?${search}` : ''}`,
      { token },
    );
  }
  removeParticipant(roomId: string, token: string | undefined, participantId: string) {
    const params = { roomId, participantId };
    return this.request<ErrorResponse | undefined>(...to(routes.removeParticipant, params), {
      token,
    });
  }
  leave(roomId: string, token?: string) {
    return this.request<ErrorResponse | undefined>(...to(routes.leaveRoom, { roomId }), { token });
  }
  finish(roomId: string, token?: string) {
    type Answer = FinishResponse & ErrorResponse;
    return this.request<Answer>(...to(routes.finishVoting, { roomId }), { token });
  }
  /** Starts (or replaces) the room's timer; `body` is sent as it is. */
  startTimer(roomId: string, token: string | undefined, body: unknown) {
    return this.request<RoomAnswer>(...to(routes.startTimer, { roomId }), { token, body });
  }
  cancelTimer(roomId: string, token: string | undefined) {
    return this.request<RoomAnswer>(...to(routes.cancelTimer, { roomId }), { token });
  }
  holdResults(roomId: string, token: string | undefined, body: unknown) {
    return this.request<RoomAnswer>(...to(routes.holdResults, { roomId }), { token, body });
  }
  /**
   * Moves the staged reveal one step: a number is the step to move forward
   * to, sent as `{ from: step - 1, step }`; anything else is sent as the body.
   */
  reveal(roomId: string, token: string | undefined, step: unknown) {
    const body = typeof step === 'number' ? { from: step - 1, step } : step;
    return this.request<RoomAnswer>(...to(routes.reveal, { roomId }), { token, body });
  }
  publicAddress() {
    return this.request<PublicAddress & ErrorResponse>(...to(routes.publicAddress, {}));
  }
  results(roomId: string, token?: string) {
    type Answer = { results: Results | null } & ErrorResponse;
    return this.request<Answer>(...to(routes.results, { roomId }), { token });
  }

  /** The award routes: list, add, change, remove and reorder; bodies are sent as they are. */
  get awards() {
    type One = { award: Award } & ErrorResponse;
    type Many = { awards: Award[] } & ErrorResponse;
    return {
      list: (roomId: string, token?: string) =>
        this.request<Many>(...to(routes.awards, { roomId }), { token }),
      add: (roomId: string, token: string | undefined, body: unknown) =>
        this.request<One>(...to(routes.addAward, { roomId }), { token, body }),
      update: (roomId: string, token: string | undefined, awardId: string, body: unknown) =>
        this.request<One>(...to(routes.updateAward, { roomId, awardId }), { token, body }),
      remove: (roomId: string, token: string | undefined, awardId: string) =>
        this.request<ErrorResponse | undefined>(...to(routes.removeAward, { roomId, awardId }), {
          token,
        }),
      reorder: (roomId: string, token: string | undefined, body: unknown) =>
        this.request<Many>(...to(routes.reorderAwards, { roomId }), { token, body }),
    };
  }

  /** The admin routes: the room's devices, invitations, revocations and the log. */
  get admins() {
    return {
      list: (roomId: string, token?: string) =>
        this.request<AdminsResponse & ErrorResponse>(...to(routes.admins, { roomId }), {
          token,
        }),
      /** Invites a co-organiser; `body` is sent as it is (`{}`, no name, when left out). */
      invite: (roomId: string, token: string | undefined, body: unknown = {}) =>
        this.request<InvitedAdmin & ErrorResponse>(...to(routes.inviteAdmin, { roomId }), {
          token,
          body,
        }),
      revoke: (roomId: string, token: string | undefined, adminId: string) =>
        this.request<ErrorResponse | undefined>(...to(routes.revokeAdmin, { roomId, adminId }), {
          token,
        }),
      log: (roomId: string, token?: string) =>
        this.request<{ entries: AdminLogEntry[] } & ErrorResponse>(
          ...to(routes.adminLog, { roomId }),
          { token },
        ),
    };
  }

  /** Rehearse with simulated voters, and End rehearsal. */
  get rehearsal() {
    return {
      start: (roomId: string, token: string | undefined, body: unknown) =>
        this.request<RoomAnswer>(...to(routes.startRehearsal, { roomId }), { token, body }),
      end: (roomId: string, token: string | undefined) =>
        this.request<RoomAnswer>(...to(routes.endRehearsal, { roomId }), { token }),
    };
  }

  /** The screen links: listed, made and revoked by the room's organisers. */
  get screens() {
    return {
      list: (roomId: string, token?: string) =>
        this.request<ScreensResponse & ErrorResponse>(...to(routes.screens, { roomId }), {
          token,
        }),
      /** Makes a screen link; `body` is sent as it is (`{}`, no name, when left out). */
      create: (roomId: string, token: string | undefined, body: unknown = {}) =>
        this.request<CreatedScreen & ErrorResponse>(...to(routes.createScreen, { roomId }), {
          token,
          body,
        }),
      revoke: (roomId: string, token: string | undefined, screenId: string) =>
        this.request<ErrorResponse | undefined>(...to(routes.revokeScreen, { roomId, screenId }), {
          token,
        }),
    };
  }

  /** The ballot record routes: Publish anonymised ballots, the record file and Check. */
  get record() {
    return {
      publish: (roomId: string, token: string | undefined, body: unknown) =>
        this.request<RoomAnswer>(...to(routes.publishBallots, { roomId }), { token, body }),
      file: (roomId: string, token?: string) =>
        this.request<BallotRecordFile & ErrorResponse>(...to(routes.ballotRecord, { roomId }), {
          token,
        }),
      check: (roomId: string, body: unknown, token?: string) =>
        this.request<ReceiptCheck & ErrorResponse>(...to(routes.checkReceipt, { roomId }), {
          token,
          body,
        }),
    };
  }

  /** An expo award's judging: judges walk and rank, organisers follow, close and send finalists. */
  get judging() {
    return judgingApi(this);
  }

  get judges() {
    return {
      list: (roomId: string, token?: string) =>
        this.request<JudgesResponse & ErrorResponse>(...to(routes.judges, { roomId }), { token }),
      invite: (roomId: string, token: string | undefined, body: unknown) =>
        this.request<InvitedJudge & ErrorResponse>(...to(routes.inviteJudge, { roomId }), {
          token,
          body,
        }),
      revoke: (roomId: string, token: string | undefined, judgeId: string) =>
        this.request<ErrorResponse | undefined>(...to(routes.revokeJudge, { roomId, judgeId }), {
          token,
        }),
      conflicts: (roomId: string, token: string | undefined, judgeId: string, body: unknown) =>
        this.request<{ judge: Judge } & ErrorResponse>(
          ...to(routes.judgeConflicts, { roomId, judgeId }),
          { token, body },
        ),
      teamLink: (roomId: string, token: string | undefined, contestantId: string) =>
        this.request<TeamLink & ErrorResponse>(
          ...to(routes.createTeamLink, { roomId, contestantId }),
          { token },
        ),
      setTeam: (roomId: string, token: string | undefined, participantId: string, body: unknown) =>
        this.request<{ participant: Participant } & ErrorResponse>(
          ...to(routes.setTeam, { roomId, participantId }),
          { token, body },
        ),
    };
  }

  /** Downloads an export as the dashboard does: the token in the header, the file as text. */
  async download(
    roomId: string,
    token: string | undefined,
    format: 'csv' | 'json',
    names?: 'include' | 'hidden',
  ): Promise<ExportAnswer> {
    const route = format === 'csv' ? routes.exportCsv : routes.exportJson;
    const query = names ? `?names=${names}` : '';
    const response = await this.fetch(`${route.url({ roomId })}${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // Read as bytes so that a byte order mark is kept, not swallowed by the decoder.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
      contentType: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
    };
  }
}
