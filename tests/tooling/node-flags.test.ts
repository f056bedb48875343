import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/launch/node-flags.ts';

describe('how Node.js runs the server', () => {
  it('is the same in the README’s systemd unit as wherever the project starts it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const units = readme.split('\n').filter((line) => line.trim().startsWith('ExecStart='));
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      expect(unit.trim()).toBe(
        `ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} dist/server/main.js`,
      );
    }
  });
});
