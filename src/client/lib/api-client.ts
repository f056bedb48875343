import type {
  ActivityResponse,
  Ballot,
  Contestant,
  CreateRoomResponse,
  ErrorCode,
  FinishResponse,
  JoinRoomResponse,
  ParticipantsPage,
  PublicAddress,
  Results,
  Room,
} from '#shared/api.ts';
import { type HttpMethod, routes } from '#shared/routes.ts';
import type {
  AddContestantInput,
  CreateRoomInput,
  JoinRoomInput,
  ParticipantFilter,
} from '#shared/schemas.ts';

/** Which page of the room's participants to read (see `participantsQuery`). */
export type ParticipantsPageRequest = {
  search?: string;
  status?: ParticipantFilter;
  offset?: number;
  limit?: number;
};

/**
 * A refusal from the server (status ≥ 400, with its machine code) or a failed
 * connection (status 0, code 'unreachable'). Decide on the code, never on the message.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'unreachable' | 'unknown',
    message: string,
  ) {
    super(message);
  }
}

/** The server's `{ error: { code, message } }`, checked by hand: no schema library on a phone. */
function refusalOf(payload: unknown): { code: ErrorCode; message: string } | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const { error } = payload;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  // A code this client does not know yet is still the server's refusal.
  return { code: code as ErrorCode, message };
}

async function request<T>(
  method: HttpMethod,
  path: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(
      0,
      'unreachable',
      'Could not reach VibeRank. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalOf(payload);
    if (refusal) throw new ApiError(response.status, refusal.code, refusal.message);
    throw new ApiError(response.status, 'unknown', `Request failed (${response.status}).`);
  }
  return payload as T;
}

/** `?a=1&b=2` of the parameters that are set, or nothing. */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every call the client makes, one function each; every URL comes from the route table. */
export const api = {
  createRoom: (input: CreateRoomInput) =>
    request<CreateRoomResponse>(routes.createRoom.method, routes.createRoom.url(), { body: input }),
  getRoom: (roomId: string, token: string) =>
    request<{ room: Room }>(routes.room.method, routes.room.url({ roomId }), { token }),
  findRoomByCode: (code: string) =>
    request<{ room: Room }>(routes.roomByCode.method, routes.roomByCode.url({ code })),
  joinRoom: (input: JoinRoomInput) =>
    request<JoinRoomResponse>(routes.joinRoom.method, routes.joinRoom.url(), { body: input }),
  listContestants: (roomId: string, token: string) =>
    request<{ contestants: Contestant[] }>(
      routes.contestants.method,
      routes.contestants.url({ roomId }),
      { token },
    ),
  addContestant: (roomId: string, token: string, input: AddContestantInput) =>
    request<{ contestant: Contestant }>(
      routes.addContestant.method,
      routes.addContestant.url({ roomId }),
      { token, body: input },
    ),
  getBallot: (roomId: string, token: string) =>
    request<{ ballot: Ballot | null }>(routes.ownBallot.method, routes.ownBallot.url({ roomId }), {
      token,
    }),
  submitBallot: (roomId: string, token: string, contestantIds: readonly string[]) =>
    request<{ ballot: Ballot }>(routes.submitBallot.method, routes.submitBallot.url({ roomId }), {
      token,
      body: { rankings: contestantIds.map((contestantId) => ({ contestantId })) },
    }),
  resetBallot: (roomId: string, token: string) =>
    request<void>(routes.resetBallot.method, routes.resetBallot.url({ roomId }), { token }),
  getActivity: (roomId: string, token: string) =>
    request<ActivityResponse>(routes.activity.method, routes.activity.url({ roomId }), { token }),
  /** One page of the room's participants, newest first, searched and filtered by the server. */
  listParticipants: (roomId: string, token: string, query: ParticipantsPageRequest = {}) =>
    request<ParticipantsPage>(
      routes.participants.method,
      `${routes.participants.url({ roomId })}${queryString(query)}`,
      { token },
    ),
  removeParticipant: (roomId: string, token: string, participantId: string) =>
    request<void>(
      routes.removeParticipant.method,
      routes.removeParticipant.url({ roomId, participantId }),
      { token },
    ),
  leaveRoom: (roomId: string, token: string) =>
    request<void>(routes.leaveRoom.method, routes.leaveRoom.url({ roomId }), { token }),
  finishVoting: (roomId: string, token: string) =>
    request<FinishResponse>(routes.finishVoting.method, routes.finishVoting.url({ roomId }), {
      token,
    }),
  /** Without a token, the public's view: held results stay null until the reveal releases them. */
  getResults: (roomId: string, token?: string) =>
    request<{ results: Results | null }>(routes.results.method, routes.results.url({ roomId }), {
      token,
    }),
  holdResults: (roomId: string, token: string, holdResults: boolean) =>
    request<{ room: Room }>(routes.holdResults.method, routes.holdResults.url({ roomId }), {
      token,
      body: { holdResults },
    }),
  reveal: (roomId: string, token: string, step: number) =>
    request<{ room: Room }>(routes.reveal.method, routes.reveal.url({ roomId }), {
      token,
      body: { step },
    }),
  getPublicAddress: () =>
    request<PublicAddress>(routes.publicAddress.method, routes.publicAddress.url()),
};
