import { expect } from 'vitest';
import type {
  ActivityResponse,
  Ballot,
  Contestant,
  CreateRoomResponse,
  ErrorResponse,
  FinishResponse,
  JoinRoomResponse,
  ParticipantsPage,
  PublicAddress,
  Results,
  Room,
} from '#shared/api.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';

export type ApiResult<T> = { status: number; body: T };

/** Checks a request was refused as invalid: 400 `validation_failed`, with a message. */
export function expectInvalid(refused: ApiResult<ErrorResponse>): void {
  expect(refused.status).toBe(400);
  expect(refused.body.error.code).toBe('validation_failed');
  expect(refused.body.error.message).not.toBe('');
}

export type RequestOptions = {
  token?: string | undefined;
  /** A header sent as it is, instead of `Bearer <token>`. */
  authorization?: string | undefined;
  body?: unknown;
  rawBody?: string;
};

/** A thin HTTP client for tests: real requests, raw status and parsed body; URLs from the route table. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization !== undefined) headers.authorization = options.authorization;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] = 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** Sends a request to a route of a room, with the options as given (a raw body, none at all). */
  toRoom(
    route: { method: HttpMethod; url(params: { roomId: string }): string },
    roomId: string,
    options: RequestOptions,
  ) {
    return this.request<ErrorResponse>(route.method, route.url({ roomId }), options);
  }

  createRoom(body: unknown) {
    const { method } = routes.createRoom;
    return this.request<CreateRoomResponse & ErrorResponse>(method, routes.createRoom.url(), {
      body,
    });
  }
  getRoom(roomId: string, token?: string) {
    return this.request<{ room: Room } & ErrorResponse>(
      routes.room.method,
      routes.room.url({ roomId }),
      { token },
    );
  }
  findRoomByCode(code: string) {
    return this.request<{ room: Room } & ErrorResponse>(
      routes.roomByCode.method,
      routes.roomByCode.url({ code }),
    );
  }
  join(body: unknown) {
    return this.request<JoinRoomResponse & ErrorResponse>(
      routes.joinRoom.method,
      routes.joinRoom.url(),
      { body },
    );
  }
  listContestants(roomId: string, token?: string) {
    return this.request<{ contestants: Contestant[] } & ErrorResponse>(
      routes.contestants.method,
      routes.contestants.url({ roomId }),
      { token },
    );
  }
  addContestant(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ contestant: Contestant } & ErrorResponse>(
      routes.addContestant.method,
      routes.addContestant.url({ roomId }),
      { token, body },
    );
  }
  updateContestant(roomId: string, token: string | undefined, contestantId: string, body: unknown) {
    return this.request<{ contestant: Contestant } & ErrorResponse>(
      routes.updateContestant.method,
      routes.updateContestant.url({ roomId, contestantId }),
      { token, body },
    );
  }
  removeContestant(roomId: string, token: string | undefined, contestantId: string) {
    return this.request<ErrorResponse | undefined>(
      routes.removeContestant.method,
      routes.removeContestant.url({ roomId, contestantId }),
      { token },
    );
  }
  reorderContestants(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ contestants: Contestant[] } & ErrorResponse>(
      routes.reorderContestants.method,
      routes.reorderContestants.url({ roomId }),
      { token, body },
    );
  }
  getBallot(roomId: string, token?: string) {
    return this.request<{ ballot: Ballot | null } & ErrorResponse>(
      routes.ownBallot.method,
      routes.ownBallot.url({ roomId }),
      { token },
    );
  }
  submitBallot(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ ballot: Ballot } & ErrorResponse>(
      routes.submitBallot.method,
      routes.submitBallot.url({ roomId }),
      { token, body },
    );
  }
  /** Submits contestants in ranked order. */
  rank(roomId: string, token: string, contestantIds: string[]) {
    return this.submitBallot(roomId, token, {
      rankings: contestantIds.map((contestantId) => ({ contestantId })),
    });
  }
  resetBallot(roomId: string, token?: string) {
    return this.request<ErrorResponse | undefined>(
      routes.resetBallot.method,
      routes.resetBallot.url({ roomId }),
      { token },
    );
  }
  activity(roomId: string, token?: string) {
    return this.request<ActivityResponse & ErrorResponse>(
      routes.activity.method,
      routes.activity.url({ roomId }),
      { token },
    );
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
    return this.request<ErrorResponse | undefined>(
      routes.removeParticipant.method,
      routes.removeParticipant.url({ roomId, participantId }),
      { token },
    );
  }
  leave(roomId: string, token?: string) {
    return this.request<ErrorResponse | undefined>(
      routes.leaveRoom.method,
      routes.leaveRoom.url({ roomId }),
      { token },
    );
  }
  finish(roomId: string, token?: string) {
    return this.request<FinishResponse & ErrorResponse>(
      routes.finishVoting.method,
      routes.finishVoting.url({ roomId }),
      { token },
    );
  }
  holdResults(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ room: Room } & ErrorResponse>(
      routes.holdResults.method,
      routes.holdResults.url({ roomId }),
      { token, body },
    );
  }
  /** Moves the staged reveal on; a number is sent as `{ step }`, anything else as the body. */
  reveal(roomId: string, token: string | undefined, step: unknown) {
    return this.request<{ room: Room } & ErrorResponse>(
      routes.reveal.method,
      routes.reveal.url({ roomId }),
      { token, body: typeof step === 'number' ? { step } : step },
    );
  }
  publicAddress() {
    return this.request<PublicAddress & ErrorResponse>(
      routes.publicAddress.method,
      routes.publicAddress.url(),
    );
  }
  results(roomId: string, token?: string) {
    return this.request<{ results: Results | null } & ErrorResponse>(
      routes.results.method,
      routes.results.url({ roomId }),
      { token },
    );
  }
}
