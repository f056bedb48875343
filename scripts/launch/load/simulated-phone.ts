/**
 * A phone as the load generator plays it: it joins over HTTP, subscribes on a
 * socket with its token, keeps the room's version from the snapshot and
 * updates it is sent, and when its socket drops it reconnects as the real
 * client does (src/client/lib/live-room/room-connection.ts: the client's close
 * policy, closeOutcome, and the shared jittered waits, reconnectDelay and
 * moveDelay), starting again from a snapshot. A ballot is retried, as the real client retries it,
 * while the answer says to try again.
 */
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { MAX_ATTEMPTS, retryWaitMs } from '#client/lib/api-transport.ts';
import { closeOutcome } from '#client/lib/live-room/realtime-wire.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { moveDelay, reconnectDelay } from '#shared/protocol/reconnect.ts';
import { routes } from '#shared/routes.ts';
import type { BenchHttp } from './http.ts';
import { portTaken, sourceOf } from './source-ports.ts';

const SUBSCRIBE_TIMEOUT_MS = 30_000;
/**
 * A join refused for now (429, 503), or whose answer was lost (none, a
 * proxy's 502 or 504), is tried again with its key, as the client tries it
 * (api-transport.ts).
 */
const AGAIN = new Set([0, 429, 502, 503, 504]);
/** A ballot is tried again for this long while the answer is 503 or none. */
const BALLOT_DEADLINE_MS = 60_000;

export type PhoneTarget = {
  http: BenchHttp;
  wsUrl: string;
  roomId: string;
  /** The award its ballots are in. */
  awardId: string;
  /** The loopback address its socket comes from. */
  localAddress?: string;
  /** Told the text of each snapshot and of the message that brought the results. */
  heard?: (kind: 'snapshot' | 'results', text: string) => void;
};

/** A ballot as the server acknowledged it, in the contestants' ranked order. */
export type AckedBallot = { participantId: string; contestantIds: string[] };

/** A join's answer on the socket, as far as a phone reads it. */
type JoinAnswerText = {
  type: string;
  participant?: { id: string };
  participantToken?: string;
  status?: number;
  retryAfter?: number;
};

const newKey = () => randomBytes(16).toString('base64url');

export class SimulatedPhone {
  participantId = '';
  private token = '';
  /** The room version this phone holds (-1 before its first snapshot), and since when. */
  version = -1;
  versionAt = 0;
  /** When the last snapshot arrived, and whether the results have. */
  snapshotAt = 0;
  resultsAt: number | undefined;
  /** The size of the message that brought the results, and of its last snapshot. */
  resultsBytes = 0;
  snapshotBytes = 0;
  /** How often its socket dropped, and when it last did and was back. */
  drops = 0;
  /** How often its socket was closed, by close code. */
  readonly closes: Record<string, number> = {};
  /** Every HTTP status its ballots were answered with (0: no answer), retries included. */
  readonly statuses = new Set<number>();
  lostAt: number | undefined;
  backAt: number | undefined;
  /** After a drop: when its last attempt to reconnect began, and when that socket opened (101). */
  reopenedAt: number | undefined;
  upgradedAt: number | undefined;
  /** After a drop: how many attempts it took to be back. */
  triesBack = 0;
  private socket: WebSocket | undefined;
  private attempts = 0;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private firstSnapshot: { resolve(): void; reject(error: Error): void } | undefined;
  /** The socket's source port was taken: it opens again at once, from the next one. */
  private portTaken = false;
  /** A join on its socket under way: its key and body, and how often it was sent. */
  private joining:
    | { key: string; join: { code: string; name: string }; sent: number; handedOver: boolean }
    | undefined;

  constructor(private readonly target: PhoneTarget) {}

  /**
   * Joins the room by its code, with an idempotency key as the web client
   * does; throws with the status when refused. Busy (503 or 429, with
   * Retry-After), or its answer lost (no answer, a proxy's 502 or 504), it
   * tries again with the same key, as the client does
   * (src/client/lib/api-transport.ts); answers how many attempts it took.
   */
  async join(code: string, name: string, idempotencyKey = newKey()): Promise<number> {
    const key = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
    const lost = { status: 0, body: undefined, retryAfter: '1' };
    const ask = () =>
      this.target.http
        .request('POST', routes.joinRoom.url(), undefined, { code, name }, key)
        .catch(() => lost);
    let joined = await ask();
    let attempts = 1;
    for (; AGAIN.has(joined.status) && attempts < MAX_ATTEMPTS; attempts++) {
      const wait = retryWaitMs(joined.retryAfter ?? '1') ?? 1000;
      await new Promise((resolve) => setTimeout(resolve, wait));
      joined = await ask();
    }
    if (joined.status !== 201) throw new Error(`join answered ${joined.status}`);
    const body = joined.body as { participant: { id: string }; participantToken: string };
    this.participantId = body.participant.id;
    this.token = body.participantToken;
    return attempts;
  }

  /**
   * Joins the room by its code on its socket, as the web client does
   * (src/client/features/rooms/socket-join.ts), and resolves on the first
   * snapshot; throws with the status when refused. Refused for now (with a
   * Retry-After), or its socket closed before the answer, the join goes on as
   * the join request with the same key, then the socket subscribes with the
   * token. Answers how many times the join was sent.
   */
  async joinOnSocket(code: string, name: string): Promise<number> {
    const joining = { key: newKey(), join: { code, name }, sent: 0, handedOver: false };
    this.joining = joining;
    await this.connect();
    if (!joining.handedOver) return joining.sent;
    this.joining = undefined;
    const attempts = await this.join(code, name, joining.key);
    await this.connect();
    return joining.sent + attempts;
  }

  /** Opens its socket and resolves on the first snapshot. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no snapshot in ${SUBSCRIBE_TIMEOUT_MS} ms`)),
        SUBSCRIBE_TIMEOUT_MS,
      );
      this.firstSnapshot = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.open();
    });
  }

  /** Whether the phone is connected and holds at least this version. */
  holds(version: number): boolean {
    return this.socket?.readyState === WebSocket.OPEN && this.version >= version;
  }

  /**
   * Submits a ranking; tries again on 503 (after Retry-After) or on a dropped
   * connection, as the client does. Answers the acknowledged ballot, or the
   * status that refused it.
   */
  async vote(contestantIds: readonly string[]): Promise<AckedBallot | number> {
    const deadline = performance.now() + BALLOT_DEADLINE_MS;
    const path = routes.submitBallot.url({ roomId: this.target.roomId });
    const body = {
      awardId: this.target.awardId,
      rankings: contestantIds.map((contestantId) => ({ contestantId })),
    };
    for (;;) {
      let status = 0;
      let wait = 500;
      try {
        const answer = await this.target.http.request('PUT', path, this.token, body);
        status = answer.status;
        wait = Number(answer.retryAfter ?? 1) * 1000;
      } catch {
        status = 0;
      }
      this.statuses.add(status);
      if (status === 200)
        return { participantId: this.participantId, contestantIds: [...contestantIds] };
      if ((status !== 0 && status !== 503) || performance.now() + wait > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, wait * (0.5 + Math.random() / 2)));
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.socket?.terminate();
  }

  private open(): void {
    const socket = new WebSocket(this.target.wsUrl, {
      perMessageDeflate: false,
      ...(this.target.localAddress ? sourceOf(this.target.localAddress) : {}),
    });
    this.socket = socket;
    this.portTaken = false;
    const reconnecting = this.lostAt !== undefined && this.backAt === undefined;
    if (reconnecting) {
      this.reopenedAt = performance.now();
      this.upgradedAt = undefined;
    }
    socket.on('open', () => {
      if (reconnecting) this.upgradedAt = performance.now();
      if (this.token === '' && this.joining) {
        this.sendJoin(socket);
        return;
      }
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          protocolVersion: PROTOCOL_VERSION,
          roomId: this.target.roomId,
          token: this.token,
        }),
      );
    });
    socket.on('message', (data: WebSocket.RawData) => this.heard(data.toString()));
    socket.on('error', (error) => {
      if (portTaken(error)) this.portTaken = true;
    });
    socket.on('close', (code) => this.closed(socket, code));
  }

  private sendJoin(socket: WebSocket): void {
    const joining = this.joining;
    if (!joining || socket !== this.socket || socket.readyState !== WebSocket.OPEN) return;
    joining.sent += 1;
    const { key, join } = joining;
    socket.send(JSON.stringify({ type: 'join', protocolVersion: PROTOCOL_VERSION, key, join }));
  }

  /** The join's answer: its participant and token, or a refusal to wait out or give up on. */
  private answered(message: JoinAnswerText): void {
    if (message.type === 'joined') {
      this.participantId = message.participant?.id ?? '';
      this.token = message.participantToken ?? '';
      return;
    }
    if (message.retryAfter === undefined) {
      this.firstSnapshot?.reject(new Error(`join answered ${message.status}`));
      return;
    }
    this.handOver();
  }

  /** The join goes on as the join request: its socket closes, and the first snapshot is not awaited. */
  private handOver(): void {
    if (this.joining) this.joining.handedOver = true;
    const socket = this.socket;
    this.socket = undefined;
    socket?.terminate();
    this.firstSnapshot?.resolve();
    this.firstSnapshot = undefined;
  }

  private heard(text: string): void {
    const message = JSON.parse(text) as JoinAnswerText & {
      version?: number;
      baseVersion?: number;
      events?: { type: string }[];
      results?: unknown;
    };
    if (message.type === 'joined' || message.type === 'join_refused') {
      this.answered(message);
      return;
    }
    if (message.type === 'snapshot') {
      this.version = message.version ?? 0;
      this.snapshotAt = performance.now();
      this.versionAt = this.snapshotAt;
      this.snapshotBytes = Buffer.byteLength(text);
      this.target.heard?.('snapshot', text);
      if (this.lostAt !== undefined && this.backAt === undefined) {
        this.backAt = this.snapshotAt;
        this.triesBack = this.attempts;
      }
      this.attempts = 0;
      if (message.results) this.resultsAt ??= this.snapshotAt;
      this.firstSnapshot?.resolve();
      this.firstSnapshot = undefined;
      return;
    }
    if (message.type !== 'update') return;
    if (message.baseVersion !== this.version) {
      this.socket?.send(JSON.stringify({ type: 'resync' }));
      return;
    }
    if (message.version !== undefined && message.version !== this.version) {
      this.version = message.version;
      this.versionAt = performance.now();
    }
    if (message.events?.some((e) => e.type === 'results_published')) {
      this.resultsAt ??= performance.now();
      this.resultsBytes = Buffer.byteLength(text);
      this.target.heard?.('results', text);
    }
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket || this.stopped) return;
    if (this.token === '' && this.joining && !this.portTaken) {
      this.handOver();
      return;
    }
    this.socket = undefined;
    this.closes[code] = (this.closes[code] ?? 0) + 1;
    if (this.portTaken) {
      this.open();
      return;
    }
    // The client's own policy: which closes end the room for it, and the wait before each retry.
    const outcome = closeOutcome(code);
    if (outcome === 'move') {
      this.retryTimer = setTimeout(() => this.open(), moveDelay());
      return;
    }
    if (outcome !== 'retry') {
      this.firstSnapshot?.reject(new Error(`closed with ${code}`));
      return;
    }
    if (this.version >= 0 && this.attempts === 0) {
      this.drops += 1;
      this.lostAt = performance.now();
      this.backAt = undefined;
    }
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.attempts));
  }
}
