import type {
  ActivityResponse,
  Ballot,
  Contestant,
  CreateRoomResponse,
  FinishResponse,
  JoinRoomResponse,
  Participant,
  Results,
  Room,
} from '#shared/api.ts';
import { type ErrorCode, errorResponse } from '#shared/api.ts';
import type { AddContestantInput, CreateRoomInput, JoinRoomInput } from '#shared/schemas.ts';

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

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
    const parsed = errorResponse.safeParse(payload);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    }
    throw new ApiError(response.status, 'unknown', `Request failed (${response.status}).`);
  }
  return payload as T;
}

const room = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}`;

/** Every call the client makes, one function each. */
export const api = {
  createRoom: (input: CreateRoomInput) =>
    request<CreateRoomResponse>('POST', '/api/rooms', { body: input }),
  getRoom: (roomId: string, token: string) =>
    request<{ room: Room }>('GET', room(roomId), { token }),
  findRoomByCode: (code: string) =>
    request<{ room: Room }>('GET', `/api/rooms/code/${encodeURIComponent(code)}`),
  joinRoom: (input: JoinRoomInput) =>
    request<JoinRoomResponse>('POST', '/api/rooms/join', { body: input }),
  listContestants: (roomId: string, token: string) =>
    request<{ contestants: Contestant[] }>('GET', `${room(roomId)}/contestants`, { token }),
  addContestant: (roomId: string, token: string, input: AddContestantInput) =>
    request<{ contestant: Contestant }>('POST', `${room(roomId)}/contestants`, {
      token,
      body: input,
    }),
  getBallot: (roomId: string, token: string) =>
    request<{ ballot: Ballot | null }>('GET', `${room(roomId)}/ballot`, { token }),
  submitBallot: (roomId: string, token: string, contestantIds: readonly string[]) =>
    request<{ ballot: Ballot }>('PUT', `${room(roomId)}/ballot`, {
      token,
      body: { rankings: contestantIds.map((contestantId) => ({ contestantId })) },
    }),
  resetBallot: (roomId: string, token: string) =>
    request<void>('DELETE', `${room(roomId)}/ballot`, { token }),
  getActivity: (roomId: string, token: string) =>
    request<ActivityResponse>('GET', `${room(roomId)}/activity`, { token }),
  listParticipants: (roomId: string, token: string) =>
    request<{ participants: Participant[] }>('GET', `${room(roomId)}/participants`, { token }),
  removeParticipant: (roomId: string, token: string, participantId: string) =>
    request<void>('DELETE', `${room(roomId)}/participants/${encodeURIComponent(participantId)}`, {
      token,
    }),
  leaveRoom: (roomId: string, token: string) =>
    request<void>('POST', `${room(roomId)}/leave`, { token }),
  finishVoting: (roomId: string, token: string) =>
    request<FinishResponse>('POST', `${room(roomId)}/finish`, { token }),
  getResults: (roomId: string, token: string) =>
    request<{ results: Results | null }>('GET', `${room(roomId)}/results`, { token }),
};
