import fc from 'fast-check';
import { type RouteName, routes } from '#shared/routes.ts';
import type { FuzzRoom } from './fuzz-fixture.ts';
import {
  hostileJson,
  hostileText,
  inUrl,
  sizedText,
  type UrlEncoding,
  urlEncoding,
} from './hostile-values.ts';

/** A path parameter: one of the fixture's real values, or hostile text put in the URL some way. */
const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ real: true as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      text: sizedText.filter((t) => t.length < 20_000),
      encoding: urlEncoding,
    }),
  },
);

const bodyKind = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('valid' as const),
      drop: fc.boolean(),
      field: fc.option(fc.tuple(hostileText, hostileJson), { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('json' as const), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('huge' as const), text: sizedText }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deep' as const),
      depth: fc.integer({ min: 1, max: 200_000 }),
      open: fc.constantFrom('[', '{"a":'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bytes' as const),
      bytes: fc.uint8Array({ maxLength: 64 }),
    }),
  },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/octet-stream',
      'application/json, text/plain',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
);

const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('admin', 'participant', 'none') },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }).map((raw) => ({ raw })),
  },
);

const queryPair = fc.tuple(
  fc.oneof(fc.constantFrom('search', 'status', 'offset', 'limit'), hostileText),
  sizedText.filter((t) => t.length < 20_000),
);

export const httpCase = fc.record({
  route: fc.constantFrom(...(Object.keys(routes) as RouteName[])),
  method: fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  ),
  params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
  tail: fc.option(fc.tuple(hostileText, urlEncoding), { nil: undefined, freq: 8 }),
  query: fc.array(fc.tuple(queryPair, urlEncoding), { maxLength: 3 }),
  body: bodyKind,
  contentType,
  authorization,
});
export type HttpCase = typeof httpCase extends fc.Arbitrary<infer T> ? T : never;

/** The body a route accepts, so that a mutation of it reaches the route's own checks. */
function validBody(route: RouteName, room: FuzzRoom): Record<string, unknown> | undefined {
  switch (route) {
    case 'createRoom':
      return { name: 'Fuzz night', title: 'Most robust' };
    case 'joinRoom':
      return { code: room.code, name: 'Fuzzer' };
    case 'addContestant':
      return { name: 'Fuzz bot', blurb: 'Survives anything', demoUrl: 'https://example.com' };
    case 'submitBallot':
      return { rankings: room.contestantIds.slice(0, 2).map((contestantId) => ({ contestantId })) };
    case 'holdResults':
      return { holdResults: true };
    case 'publishBallots':
      return { publishBallots: false };
    case 'roomLanguage':
      return { language: 'de' };
    case 'checkReceipt':
      return { receipt: 'K7Q2-9XF4-M3TD-8WQA' };
    case 'reveal':
      return { from: 0, step: 1 };
    case 'previewContestantImport':
    case 'importContestants':
      return { csv: 'name,description,demo\nFuzz bot,Survives anything,https://example.com\n' };
    case 'startTimer':
      return { seconds: 600 };
    case 'inviteAdmin':
      return { name: 'Fuzz laptop' };
    default:
      return undefined;
  }
}

function realParam(name: string, room: FuzzRoom): string {
  const real: Record<string, string> = {
    roomId: room.roomId,
    code: room.code,
    contestantId: room.contestantIds[0] ?? '',
    participantId: room.participantId,
    imageHash: room.imageHash,
  };
  return real[name] ?? 'x';
}

export type HttpRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
};

function bodyOf(c: HttpCase, room: FuzzRoom): string | Uint8Array | undefined {
  const { body } = c;
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'valid': {
      const valid = { ...(validBody(c.route, room) ?? {}) };
      const first = Object.keys(valid)[0];
      if (body.drop && first !== undefined) delete valid[first];
      if (body.field) valid[body.field[0]] = body.field[1];
      return JSON.stringify(valid);
    }
    case 'json':
      return JSON.stringify(body.value) ?? 'null';
    case 'huge':
      return JSON.stringify({ name: body.text, title: body.text });
    case 'deep':
      return body.open.repeat(body.depth);
    case 'bytes':
      return body.bytes;
  }
}

/** The concrete request of a case, aimed at the fixture room. */
export function toRequest(c: HttpCase, room: FuzzRoom): HttpRequest {
  const route = routes[c.route];
  const method = c.method ?? route.method;
  let index = 0;
  let path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const param = c.params[index++];
    if (!param || 'real' in param) return encodeURIComponent(realParam(name, room));
    return inUrl(param.text, param.encoding);
  });
  if (c.tail) path += `/${inUrl(c.tail[0], c.tail[1])}`;
  if (c.query.length > 0) {
    const pairs = c.query.map(
      ([[key, value], encoding]: [[string, string], UrlEncoding]) =>
        `${inUrl(key, encoding)}=${inUrl(value, encoding)}`,
    );
    path += `?${pairs.join('&')}`;
  }
  const headers: Record<string, string> = {};
  if (c.contentType !== '') headers['content-type'] = c.contentType;
  const auth = c.authorization;
  if (auth === 'admin') headers.authorization = `Bearer ${room.adminToken}`;
  else if (auth === 'participant') headers.authorization = `Bearer ${room.participantToken}`;
  else if (auth !== 'none') headers.authorization = auth.raw;
  const canHaveBody = method !== 'GET';
  return { method, path, headers, body: canHaveBody ? bodyOf(c, room) : undefined };
}
