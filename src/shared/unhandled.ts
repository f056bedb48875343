/**
 * The `default` of a switch that must cover every case of a union: the call
 * only type-checks when nothing is left, so a message or event type added to
 * the protocol fails the build until every side handles it.
 */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
