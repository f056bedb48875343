/**
 * The raw baseline server, in a process of its own like ours: plain `node:http`
 * and `ws`, no framework, no validation, no tokens checked. With a PGlite data
 * directory or a PostgreSQL database, a join is one INSERT of a participant
 * row, and a ballot one upsert of a ballot row; without, each is an answer
 * alone; a join comes as a request or as a socket's first message. A socket's
 * first message is answered (after the join's answer, when it joined) with a
 * reply of the size ours sends (its snapshot), or with the very text ours sent. POST /broadcast
 * sends its body's message to every socket, as ours fans out an update.
 *
 *   node raw-ws-server.js '<json: port, pgliteDir?, postgresUrl?, replyBytes, reply?>'
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { routes } from '#shared/routes.ts';

export type RawServerOptions = {
  port: number;
  pgliteDir?: string;
  postgresUrl?: string;
  replyBytes: number;
  /** The reply itself (a snapshot ours sent), in place of one of replyBytes. */
  reply?: string;
};

type Db = {
  exec(text: string): Promise<unknown>;
  query(text: string, values: string[]): Promise<unknown>;
  close(): Promise<void>;
};

async function openDb(): Promise<Db | undefined> {
  if (options.pgliteDir) return PGlite.create(options.pgliteDir);
  if (!options.postgresUrl) return undefined;
  // As many connections as our server's pool.
  const pool = new pg.Pool({ connectionString: options.postgresUrl, max: 10 });
  return {
    exec: (text) => pool.query(text),
    query: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

const options = JSON.parse(process.argv[2] ?? '{}') as RawServerOptions;
const db = await openDb();
await db?.exec(`
  CREATE TABLE IF NOT EXISTS bench_participants (
    id text PRIMARY KEY,
    room_id uuid NOT NULL,
    name text NOT NULL,
    token_hash text NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS bench_ballots (
    token_hash text PRIMARY KEY,
    rankings text NOT NULL,
    submitted_at timestamp with time zone DEFAULT now() NOT NULL
  );
`);
const roomId = randomUUID();
const head = '{"type":"snapshot","padding":"';
const reply =
  options.reply ?? `${head}${'x'.repeat(Math.max(0, options.replyBytes - head.length - 2))}"}`;

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

async function join(name: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const id = `voter_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const hash = createHash('sha256').update(token).digest('hex');
  await db?.query(
    'INSERT INTO bench_participants (id, room_id, name, token_hash) VALUES ($1, $2, $3, $4)',
    [id, roomId, name, hash],
  );
  return JSON.stringify({ participant: { id, name }, participantToken: token });
}

/** A ballot, stored by its voter's token (not checked) as it came. */
async function vote(request: http.IncomingMessage, body: string): Promise<string> {
  const hash = createHash('sha256')
    .update(request.headers.authorization ?? '')
    .digest('hex');
  await db?.query(
    `INSERT INTO bench_ballots (token_hash, rankings) VALUES ($1, $2)
     ON CONFLICT (token_hash) DO UPDATE SET rankings = excluded.rankings, submitted_at = now()`,
    [hash, body],
  );
  return '{"ok":true}';
}

const server = http.createServer((request, response) => {
  const answer = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(text);
  };
  readBody(request)
    .then(async (body) => {
      // Also at our paths, so that the same phones can join it behind HAProxy.
      if (request.url === '/health' || request.url === routes.readiness.url()) {
        return answer(200, '{"ok":true}');
      }
      if (request.url === '/join' || request.url === routes.joinRoom.url()) {
        return answer(201, await join((JSON.parse(body) as { name: string }).name));
      }
      if (request.method === 'PUT' && request.url?.endsWith('/ballot')) {
        return answer(200, await vote(request, body));
      }
      if (request.url === '/broadcast') {
        // Encoded once and sent as text to each, as a careful broadcaster would.
        const message = Buffer.from((JSON.parse(body) as { message: string }).message);
        for (const client of sockets.clients) client.send(message, { binary: false });
        return answer(200, JSON.stringify({ sent: sockets.clients.size }));
      }
      answer(404, '{}');
    })
    .catch((error: unknown) => answer(500, JSON.stringify({ error: String(error) })));
});

/** The name a socket's join message joins under; undefined for any other message. */
function joinName(text: string): string | undefined {
  try {
    const message = JSON.parse(text) as { type?: string; join?: { name?: string } };
    return message.type === 'join' ? (message.join?.name ?? '') : undefined;
  } catch {
    return undefined;
  }
}

const sockets = new WebSocketServer({ server, maxPayload: 16 * 1024 });
sockets.on('connection', (socket) => {
  socket.on('message', (data) => {
    const name = joinName(data.toString());
    if (name === undefined) return socket.send(reply);
    join(name).then(
      (joined) => {
        socket.send(`{"type":"joined",${joined.slice(1)}`);
        socket.send(reply);
      },
      () => socket.terminate(),
    );
  });
  socket.on('error', () => socket.terminate());
});

process.once('SIGTERM', () => {
  for (const client of sockets.clients) client.terminate();
  server.close();
  void (db?.close() ?? Promise.resolve()).then(() => process.exit(0));
});

server.listen(options.port, '127.0.0.1');
