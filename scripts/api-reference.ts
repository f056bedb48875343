// The reference part of docs/api.md, made from what the code says: every
// route of the shared route table with its doc comment, the protocol version,
// each realtime message and room event with its fields (from the schemas in
// src/shared/protocol.ts), and the close codes. The prose around it is
// written by hand; tests/tooling/api-reference.test.ts fails when the part
// between the markers is not what this script makes.
//
//   tsx scripts/api-reference.ts          prints it
//   tsx scripts/api-reference.ts --write  writes it into docs/api.md (npm run docs:api)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CLOSE, PROTOCOL_VERSION } from '../src/shared/protocol/constants.ts';
import { joinAnswer } from '../src/shared/protocol/join-messages.ts';
import { clientMessage, roomEvent, serverMessage } from '../src/shared/protocol/messages.ts';
import { METRICS_PATH, routes } from '../src/shared/routes.ts';

export const BEGIN =
  '<!-- Made by `npm run docs:api` from src/shared (routes.ts, protocol/messages.ts, protocol/constants.ts): edit those, not this. -->';
export const END = '<!-- End of the part made by `npm run docs:api`. -->';
export const API_DOC = join(import.meta.dirname, '..', 'docs', 'api.md');
const ROUTES_SOURCE = join(import.meta.dirname, '..', 'src', 'shared', 'routes.ts');

/** Each route's `/** … *\/` comment in routes.ts, by its name, on one line. */
function routeComments(): Map<string, string> {
  const source = readFileSync(ROUTES_SOURCE, 'utf8');
  const entry = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n\s*(\w+): route\(/g;
  return new Map(
    [...source.matchAll(entry)].map((match) => [
      match[2] ?? '',
      (match[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
        .join(' ')
        .trim(),
    ]),
  );
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** A message's fields but its `type`, each marked `?` where it may be left out. */
function fields(message: z.ZodObject): string {
  const names = Object.entries(message.shape)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => (schema.safeParse(undefined).success ? `${name}?` : name));
  return names.length === 0 ? '—' : names.map((name) => `\`${name}\``).join(', ');
}

function literal(schema: unknown): string | undefined {
  return schema instanceof z.ZodLiteral ? String(schema.value) : undefined;
}

function typeOf(message: z.ZodObject): string {
  const role = literal(message.shape.role);
  return `\`${literal(message.shape.type) ?? '?'}\`${role === undefined ? '' : ` (${role})`}`;
}

function messageTable(title: string, messages: readonly z.ZodObject[]): string[] {
  return [
    `| ${title} | Fields |`,
    '| --- | --- |',
    ...messages.map((message) => `| ${typeOf(message)} | ${cell(fields(message))} |`),
  ];
}

/** The reference, markers included, as it stands in docs/api.md. */
export function apiReference(): string {
  const comments = routeComments();
  const routeRows = Object.entries(routes).map(
    ([name, route]) =>
      `| \`${name}\` | \`${route.method} ${route.path}\` | ${cell(comments.get(name) ?? '')} |`,
  );
  const closeRows = Object.entries(CLOSE).map(
    ([name, close]) =>
      `| ${close.code} | ${close.reason ? `\`${close.reason}\`` : '—'} | \`${name}\` |`,
  );
  return [
    BEGIN,
    '',
    '### Every route',
    '',
    '| Name (`routes.`) | Method and path | What it is |',
    '| --- | --- | --- |',
    ...routeRows,
    '',
    `Outside the API: \`GET ${METRICS_PATH}\`, a node's Prometheus metrics (with \`METRICS_TOKEN\` on the main port, else on \`METRICS_PORT\`).`,
    '',
    `### Realtime messages (protocol version ${PROTOCOL_VERSION})`,
    '',
    ...messageTable('Client → server', clientMessage.options),
    '',
    ...messageTable('Server → client', [...serverMessage.options, ...joinAnswer.options]),
    '',
    ...messageTable('Room event (in `update.events`)', roomEvent.options),
    '',
    '| Close code | Reason | `CLOSE.` |',
    '| --- | --- | --- |',
    ...closeRows,
    '',
    END,
  ].join('\n');
}

/** `text` with its part between the markers replaced by the reference. */
export function withReference(text: string): string {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin === -1 || end < begin) throw new Error(`${API_DOC} has no markers for the reference`);
  return `${text.slice(0, begin)}${apiReference()}${text.slice(end + END.length)}`;
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes('--write')) {
    writeFileSync(API_DOC, withReference(readFileSync(API_DOC, 'utf8')));
  } else {
    console.log(apiReference());
  }
}
