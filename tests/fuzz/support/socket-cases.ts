import fc from 'fast-check';
import { PROTOCOL_VERSION } from '#shared/protocol/constants.ts';
import type { FuzzRoom } from './fuzz-fixture.ts';
import { hostileJson, hostileText } from './hostile-values.ts';

const subscribe = fc.record({
  kind: fc.constant('subscribe' as const),
  room: fc.oneof(
    fc.constant({ real: true as const }),
    hostileText.map((text) => ({ text })),
  ),
  token: fc.oneof(
    fc.constantFrom('admin', 'participant', 'none'),
    hostileText.map((text) => ({ text })),
  ),
  version: fc.oneof(
    { weight: 4, arbitrary: fc.constant<unknown>(PROTOCOL_VERSION) },
    { weight: 1, arbitrary: hostileJson },
  ),
  extra: fc.option(fc.tuple(hostileText, hostileJson), { nil: undefined, freq: 4 }),
});

/** One message a hostile client may send on the realtime socket. */
const socketMessage = fc.oneof(
  { weight: 4, arbitrary: subscribe },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('ping' as const, 'resync' as const) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('json' as const), value: hostileJson }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), text: hostileText }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('binary' as const, 'bad-utf8' as const),
      bytes: fc.uint8Array({ maxLength: 48 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      size: fc.integer({ min: 1_000, max: 40_000 }),
    }),
  },
);

export const socketCase = fc.record({
  messages: fc.array(socketMessage, { maxLength: 4 }),
  query: fc.option(hostileText, { nil: undefined, freq: 6 }),
});
export type SocketCase = typeof socketCase extends fc.Arbitrary<infer T> ? T : never;
export type SocketMessage = SocketCase['messages'][number];

/** The frame to send for a message: text, or bytes and whether they go as a binary frame. */
export function toFrame(
  message: SocketMessage,
  room: FuzzRoom,
): { data: string | Buffer; binary: boolean } {
  switch (message.kind) {
    case 'subscribe': {
      const token =
        message.token === 'admin'
          ? room.adminToken
          : message.token === 'participant'
            ? room.participantToken
            : message.token === 'none'
              ? undefined
              : message.token.text;
      const body: Record<string, unknown> = {
        type: 'subscribe',
        protocolVersion: message.version,
        roomId: 'real' in message.room ? room.roomId : message.room.text,
        ...(token === undefined ? {} : { token }),
      };
      if (message.extra) body[message.extra[0]] = message.extra[1];
      return { data: JSON.stringify(body), binary: false };
    }
    case 'ping':
    case 'resync':
      return { data: JSON.stringify({ type: message.kind }), binary: false };
    case 'json':
      return { data: JSON.stringify(message.value) ?? 'null', binary: false };
    case 'text':
      return { data: message.text, binary: false };
    case 'binary':
      return { data: Buffer.from(message.bytes), binary: true };
    case 'bad-utf8':
      // Raw bytes in a text frame: most are not valid UTF-8.
      return {
        data: Buffer.concat([Buffer.from([0xc3, 0x28]), Buffer.from(message.bytes)]),
        binary: false,
      };
    case 'huge':
      return {
        data: JSON.stringify({ type: 'ping', pad: 'x'.repeat(message.size) }),
        binary: false,
      };
  }
}

/** True if the message, as the server parses it, asks to subscribe: it must get a snapshot or a close. */
export function asksToSubscribe(message: SocketMessage): boolean {
  if (message.kind === 'subscribe') return true;
  if (message.kind !== 'json') return false;
  const value = message.value;
  return (
    typeof value === 'object' && value !== null && 'type' in value && value.type === 'subscribe'
  );
}
