import type { PublicAddress } from '#shared/api.ts';
import { type InterfaceList, isLoopback, networkAddresses } from './http/public-address.ts';

/** Where the server can be opened, as the start-up banner shows it. */
export type StartupAddresses = {
  /** The address on this machine. */
  local: string;
  /** Every network address when listening on all interfaces; none on loopback. */
  network: string[];
  /** The address phones reach and every shared link uses. */
  publicUrl: string;
  /**
   * Where the organiser opens the dashboard: this machine's own address when
   * the server answers there, a secure context, where the browser allows
   * copying, sharing and keeping the screen on (http://<network address> is
   * none). When bound to one network address only, that address.
   */
  adminUrl: string;
  /** Why phones may not reach it, when they may not. */
  hint: string | null;
};

/** What the server tells the process that started it, over its IPC channel, once it listens. */
export type ListeningMessage = { type: 'listening'; addresses: StartupAddresses };

export type ListeningOn = {
  host: string;
  port: number;
  /** What `app.publicAddress()` says once the server listens. */
  publicAddress: PublicAddress;
  interfaces: InterfaceList;
};

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/** A base URL as people type it: with its trailing slash. */
function page(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function hostUrl(host: string, port: number): string {
  return page(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
}

/** The local, network and public addresses of a server that has started listening. */
export function startupAddresses({
  host,
  port,
  publicAddress,
  interfaces,
}: ListeningOn): StartupAddresses {
  const everywhere = ALL_INTERFACES.has(host);
  const local = hostUrl(everywhere ? 'localhost' : host, port);
  const publicUrl = page(publicAddress.url);
  return {
    local,
    network: everywhere
      ? networkAddresses(interfaces).map((address) => hostUrl(address, port))
      : [],
    publicUrl,
    adminUrl: everywhere || isLoopback(host) ? local : publicUrl,
    hint: publicAddress.hint,
  };
}

/** The one line that tells the organiser where to begin. */
export function openMessage(addresses: Pick<StartupAddresses, 'adminUrl'>): string {
  return `Open ${addresses.adminUrl} to create a room`;
}

/** Where phones join: the address every shared link and QR code uses. */
export function phonesMessage(addresses: Pick<StartupAddresses, 'publicUrl'>): string {
  return `Phones join at ${addresses.publicUrl}`;
}

/**
 * Colour only on an interactive terminal, and never when NO_COLOR is set to
 * anything but the empty string. NOTE: https://no-color.org
 */
export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

type Paint = (text: string) => string;
const ansi =
  (open: number, close: number): Paint =>
  (text) =>
    `\u001b[${open}m${text}\u001b[${close}m`;
const PAINT = {
  bold: ansi(1, 22),
  dim: ansi(2, 22),
  green: ansi(32, 39),
  yellow: ansi(33, 39),
  cyan: ansi(36, 39),
};
const PLAIN: typeof PAINT = {
  bold: (text) => text,
  dim: (text) => text,
  green: (text) => text,
  yellow: (text) => text,
  cyan: (text) => text,
};

/**
 * The banner an interactive terminal shows once the server listens, in the
 * manner of Vite's: how long start-up took, where this machine opens it,
 * where phones join, and what to fix when phones cannot reach that.
 */
export function bannerText(
  addresses: StartupAddresses,
  { readyMs, color }: { readyMs: number; color: boolean },
): string {
  const c = color ? PAINT : PLAIN;
  const arrow = c.green('➜');
  const line = (label: string, url: string) => `  ${arrow}  ${c.bold(label)} ${c.cyan(url)}`;
  const lines = [
    '',
    `  ${c.bold(c.green('VibeRank'))}  ${c.dim('ready in')} ${c.bold(String(Math.round(readyMs)))} ${c.dim('ms')}`,
    '',
    line('Local:  ', addresses.local),
    ...addresses.network.map((url) => line('Network:', url)),
    '',
    `  ${c.bold(openMessage({ adminUrl: c.cyan(addresses.adminUrl) }))}`,
    `  ${phonesMessage({ publicUrl: c.cyan(addresses.publicUrl) })}`,
    ...(addresses.hint ? [`  ${c.yellow(`!  ${addresses.hint}`)}`] : []),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
