import type { MessageDescriptor } from '@lingui/core';

/**
 * A message with the values its placeholders take, for `i18n._`: the
 * message's words come from a table (`msg({ message: '… {max} …' })`), its
 * values from elsewhere (a refusal of the server, a limit). Written as a call,
 * not as `i18n._({ ...message, values })`, which the catalog extractor cannot read.
 */
export function withValues(
  message: MessageDescriptor,
  values: Record<string, string | number>,
): MessageDescriptor {
  return { ...message, values };
}
