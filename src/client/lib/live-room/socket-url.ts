import { routes } from '#shared/routes.ts';

/** The realtime endpoint on the page's own host, over TLS when the page is. */
export function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${routes.realtime.path}`;
}
