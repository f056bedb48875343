import type {
  ActivityResponse,
  Ballot,
  Contestant,
  CreateRoomResponse,
  ErrorResponse,
  FinishResponse,
  JoinRoomResponse,
  Participant,
  Results,
  Room,
} from '#shared/api.ts';

export type ApiResult<T> = { status: number; body: T };

/** A thin HTTP client for tests: real requests, raw status and parsed body. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { token?: string | undefined; body?: unknown; rawBody?: string } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
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

  createRoom(body: unknown) {
    return this.request<CreateRoomResponse & ErrorResponse>('POST', '/api/rooms', { body });
  }
  getRoom(roomId: string, token?: string) {
    return this.request<{ room: Room } & ErrorResponse>('GET', `/api/rooms/${roomId}`, { token });
  }
  findRoomByCode(code: string) {
    return this.request<{ room: Room } & ErrorResponse>(
      'GET',
      `/api/rooms/code/${encodeURIComponent(code)}`,
    );
  }
  join(body: unknown) {
    return this.request<JoinRoomResponse & ErrorResponse>('POST', '/api/rooms/join', { body });
  }
  listContestants(roomId: string, token?: string) {
    return this.request<{ contestants: Contestant[] } & ErrorResponse>(
      'GET',
      `/api/rooms/${roomId}/contestants`,
      { token },
    );
  }
  addContestant(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ contestant: Contestant } & ErrorResponse>(
      'POST',
      `/api/rooms/${roomId}/contestants`,
      { token, body },
    );
  }
  getBallot(roomId: string, token?: string) {
    return this.request<{ ballot: Ballot | null } & ErrorResponse>(
      'GET',
      `/api/rooms/${roomId}/ballot`,
      { token },
    );
  }
  submitBallot(roomId: string, token: string | undefined, body: unknown) {
    return this.request<{ ballot: Ballot } & ErrorResponse>('PUT', `/api/rooms/${roomId}/ballot`, {
      token,
      body,
    });
  }
  /** Submits contestants in ranked order. */
  rank(roomId: string, token: string, contestantIds: string[]) {
    return this.submitBallot(roomId, token, {
      rankings: contestantIds.map((contestantId) => ({ contestantId })),
    });
  }
  resetBallot(roomId: string, token?: string) {
    return this.request<ErrorResponse | undefined>('DELETE', `/api/rooms/${roomId}/ballot`, {
      token,
    });
  }
  activity(roomId: string, token?: string) {
    return this.request<ActivityResponse & ErrorResponse>('GET', `/api/rooms/${roomId}/activity`, {
      token,
    });
  }
  participants(roomId: string, token?: string) {
    return this.request<{ participants: Participant[] } & ErrorResponse>(
      'GET',
      `/api/rooms/${roomId}/participants`,
      { token },
    );
  }
  removeParticipant(roomId: string, token: string | undefined, participantId: string) {
    return this.request<ErrorResponse | undefined>(
      'DELETE',
      `/api/rooms/${roomId}/participants/${encodeURIComponent(participantId)}`,
      { token },
    );
  }
  leave(roomId: string, token?: string) {
    return this.request<ErrorResponse | undefined>('POST', `/api/rooms/${roomId}/leave`, { token });
  }
  finish(roomId: string, token?: string) {
    return this.request<FinishResponse & ErrorResponse>('POST', `/api/rooms/${roomId}/finish`, {
      token,
    });
  }
  results(roomId: string, token?: string) {
    return this.request<{ results: Results | null } & ErrorResponse>(
      'GET',
      `/api/rooms/${roomId}/results`,
      { token },
    );
  }
}

/** Creates a room with contestants and voters, ready to vote. */
export async function setUpRoom(
  api: ApiClient,
  options: { contestants?: number; voters?: number } = {},
) {
  const created = await api.createRoom({ name: 'Hack Night', title: 'Best vibe app' });
  if (created.status !== 201) throw new Error(`createRoom failed: ${created.status}`);
  const { room, adminToken } = created.body;
  const contestants: Contestant[] = [];
  for (let i = 0; i < (options.contestants ?? 0); i++) {
    const added = await api.addContestant(room.id, adminToken, {
      name: `Project ${String.fromCharCode(65 + i)}`,
      blurb: `Blurb ${i + 1}`,
    });
    if (added.status !== 201) throw new Error(`addContestant failed: ${added.status}`);
    contestants.push(added.body.contestant);
  }
  const voters: { participantId: string; participantName: string; token: string }[] = [];
  for (let i = 0; i < (options.voters ?? 0); i++) {
    const joined = await api.join({ code: room.code, name: `Voter ${i + 1}` });
    if (joined.status !== 201) throw new Error(`join failed: ${joined.status}`);
    voters.push({
      participantId: joined.body.participant.id,
      participantName: joined.body.participant.name,
      token: joined.body.participantToken,
    });
  }
  return { room, adminToken, contestants, voters };
}
