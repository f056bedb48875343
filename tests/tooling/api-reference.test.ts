import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import { RECONNECT_FIRST_MS, RECONNECT_LONGEST_MS } from '#shared/protocol/reconnect.ts';
import { routes } from '#shared/routes.ts';
import { API_DOC, apiReference, BEGIN, END, withReference } from '../../scripts/api-reference.ts';
import { repoRoot } from './support/sandbox.ts';

const doc = readFileSync(API_DOC, 'utf8');
const handWritten = doc.slice(0, doc.indexOf(BEGIN)) + doc.slice(doc.indexOf(END) + END.length);

describe('docs/api.md', () => {
  it('holds the reference as npm run docs:api makes it from src/shared', () => {
    expect(doc).toContain(apiReference());
    expect(withReference(doc)).toBe(doc);
  });

  it('lists every route of the route table in its reference, with its method and path', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(apiReference()).toContain(`| \`${name}\` | \`${route.method} ${route.path}\` |`);
    }
    expect(apiReference()).toContain(`(protocol version ${PROTOCOL_VERSION})`);
    for (const close of Object.values(CLOSE)) expect(apiReference()).toContain(`| ${close.code} |`);
  });

  it('names in its notes only routes of the route table, each with its own method and path', () => {
    const rows = [...handWritten.matchAll(/^\| `(\w+)`\s*\| `(GET|POST|PUT|DELETE) ([^`?\s]+)/gm)];
    expect(rows.length).toBeGreaterThan(30);
    const table: Record<string, { method: string; path: string }> = routes;
    for (const [, name = '', method, path] of rows) {
      expect(table[name], `routes.${name}`).toMatchObject({ method, path });
    }
  });

  it('says the protocol version the code speaks, wherever it gives one', () => {
    const versions = [
      ...handWritten.matchAll(/protocol version (\d+)|protocolVersion: (\d+)/g),
    ].map((match) => Number(match[1] ?? match[2]));
    expect(versions.length).toBeGreaterThan(0);
    expect(versions).toEqual(versions.map(() => PROTOCOL_VERSION));
  });

  it('answers the ballot with its receipt, and lists the ballot record', () => {
    const row = (name: string) =>
      handWritten.split('\n').find((l) => l.startsWith(`| \`${name}\``));
    expect(row('submitBallot')).toContain('`receipt`');
    expect(row('ownBallot')).toContain('`receipt`');
    expect(row('ballotRecord')).toContain(routes.ballotRecord.path);
    expect(row('checkReceipt')).toContain(routes.checkReceipt.path);
  });
});

describe('the README', () => {
  it("gives a phone's first reconnect wait and its longest as shared/reconnect.ts has them", () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const seconds = (ms: number) => String(ms / 1000);
    const first = `${seconds(RECONNECT_FIRST_MS / 2)}–${seconds(RECONNECT_FIRST_MS)} s at first`;
    const longest = `${seconds(RECONNECT_LONGEST_MS / 2)}–${seconds(RECONNECT_LONGEST_MS)} s`;
    expect(readme).toContain(`(${first}, doubling until it is ${longest};`);
  });
});
