import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { clientAddress } from './client-address.ts';

const FORWARDED = [undefined, '203.0.113.7', '198.51.100.1, 203.0.113.7', '10.0.0.5, 127.0.0.1'];
const TRUSTS: TrustProxy[] = [false, true, ['127.0.0.1'], ['10.0.0.0/8', '127.0.0.1'], []];

describe('a client’s address without a Fastify request', () => {
  it('is the one Fastify gives as request.ip, under every TRUST_PROXY', async () => {
    for (const trustProxy of TRUSTS) {
      const app = Fastify({ trustProxy });
      const address = clientAddress(trustProxy);
      app.get('/', async (request) => ({ fastify: request.ip, ours: address(request.raw) }));
      for (const forwarded of FORWARDED) {
        const answer = await app.inject({
          url: '/',
          remoteAddress: '127.0.0.1',
          headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
        });
        const { fastify, ours } = answer.json<{ fastify: string; ours: string }>();
        expect({ trustProxy, forwarded, ip: ours }).toEqual({ trustProxy, forwarded, ip: fastify });
      }
      await app.close();
    }
  });

  it('follows what is forwarded only when the proxy is trusted', () => {
    const request = {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      socket: { remoteAddress: '127.0.0.1' },
      connection: { remoteAddress: '127.0.0.1' },
    } as unknown as Parameters<ReturnType<typeof clientAddress>>[0];
    expect(clientAddress(false)(request)).toBe('127.0.0.1');
    expect(clientAddress(['127.0.0.1'])(request)).toBe('203.0.113.7');
    expect(clientAddress(['10.0.0.1'])(request)).toBe('127.0.0.1');
  });
});
