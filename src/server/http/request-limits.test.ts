import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Limits, NO_LIMITS } from '../limits.ts';
import { OPEN_GATE, registerRequestLimits } from './request-limits.ts';

/** An address that counts how often it was asked for. */
function countedAddress(ip: string) {
  const counted = {
    asked: 0,
    address: (): string => {
      counted.asked += 1;
      return ip;
    },
  };
  return counted;
}

/** A join counted at a node's gate with these limits. */
async function overLimit(limits: Limits, address: () => string) {
  const app = Fastify();
  try {
    const gate = await registerRequestLimits(app, limits);
    return await gate.overLimit(address);
  } finally {
    await app.close();
  }
}

describe('the join gate', () => {
  it('never asks for the address of a join while limits are off', async () => {
    const counted = countedAddress('203.0.113.7');
    expect(await OPEN_GATE.overLimit(counted.address)).toBeUndefined();
    expect(await overLimit(NO_LIMITS, counted.address)).toBeUndefined();
    expect(counted.asked).toBe(0);
  });

  it('counts a join against the address it asks for while limits are on', async () => {
    const counted = countedAddress('203.0.113.8');
    expect(await overLimit(DEFAULT_LIMITS, counted.address)).toBeUndefined();
    expect(counted.asked).toBe(1);
  });
});
