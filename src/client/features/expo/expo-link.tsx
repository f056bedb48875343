import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ExternalIcon } from '#client/components/icons.tsx';
import { expoLink } from '#client/lib/links.ts';

/**
 * Expo page: opens the room's public expo page (its projects by table, to
 * print) in a new tab, at the address phones reach, so that its address can
 * be shared as it is.
 */
export function ExpoLink({ publicUrl, code }: { publicUrl: string; code: string }) {
  const newTabId = useId();
  return (
    <a
      className="button button--secondary button--small"
      href={expoLink(publicUrl, code)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={newTabId}
    >
      <Trans>Expo page</Trans>
      <ExternalIcon size={16} />
      <span id={newTabId} hidden>
        <Trans>Opens in a new tab</Trans>
      </span>
    </a>
  );
}
