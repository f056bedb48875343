import { Trans } from '@lingui/react/macro';
import { isHttpUrl } from '#shared/urls.ts';
import { ExternalIcon } from './icons.tsx';

/**
 * View Demo: a contestant's demo in a new tab, as a small secondary button;
 * nothing when it has no demo, or its address is not http(s).
 */
export function DemoLink({ demoUrl, className }: { demoUrl: string | null; className?: string }) {
  if (!demoUrl || !isHttpUrl(demoUrl)) return null;
  return (
    <a
      className={`button button--secondary button--small${className ? ` ${className}` : ''}`}
      href={demoUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Trans>View Demo</Trans> <ExternalIcon size={16} />
    </a>
  );
}
