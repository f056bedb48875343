import { describe, expect, it } from 'vitest';
import { isLoadWord, nodeLoads } from './node-loads.ts';

describe('nodeLoads', () => {
  it('tells this node’s load as a word on the channel, and hears only the other nodes’', async () => {
    const sent: string[] = [];
    const loads = nodeLoads('node-a', async (payload) => sent.push(payload));
    const heard: [string, number][] = [];
    const stop = loads.heard((node, sockets) => heard.push([node, sockets]));
    loads.tell(1_234);
    expect(sent.map((payload) => JSON.parse(payload))).toEqual([
      { node: 'node-a', sockets: 1_234 },
    ]);
    loads.hear({ node: 'node-a', sockets: 1_234 });
    loads.hear({ node: 'node-b', sockets: 0 });
    stop();
    loads.hear({ node: 'node-c', sockets: 7 });
    expect(heard).toEqual([['node-b', 0]]);
  });

  it('tells nothing, and throws nothing, while the listening connection is down or failing', async () => {
    expect(() => nodeLoads('node-a', () => undefined).tell(5)).not.toThrow();
    const failing = nodeLoads('node-a', () => Promise.reject(new Error('connection lost')));
    expect(() => failing.tell(5)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('takes as a load only a node’s id and a whole count of sockets', () => {
    expect(isLoadWord({ node: 'n', sockets: 0 })).toBe(true);
    for (const word of [
      null,
      'n',
      { node: 'n' },
      { node: 1, sockets: 3 },
      { node: 'n', sockets: -1 },
      { node: 'n', sockets: 1.5 },
      { node: 'n', sockets: '3' },
      { roomId: 'r', version: 3, events: [] },
    ]) {
      expect(isLoadWord(word), JSON.stringify(word)).toBe(false);
    }
  });
});
