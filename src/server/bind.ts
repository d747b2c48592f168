/**
 * Where the server listens (issue 23, item 4; docs/security.md "Network exposure"). By default only
 * this machine (127.0.0.1); `--host`/`HOST` opens it to others, with a warning naming what that
 * exposes, and the address printed is the address bound.
 */
import { isIP, type AddressInfo } from 'node:net';

export const DEFAULT_HOST = '127.0.0.1';

/** Whether `host` names this machine only: localhost, 127.0.0.0/8, ::1 (also IPv4-mapped). */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return isIP(v4) === 4 && v4.split('.')[0] === '127';
}

/** The warning printed when the server is opened beyond this machine (null for loopback). */
export function exposureWarning(host: string): string | null {
  if (isLoopback(host)) return null;
  return [
    `Warning: listening on ${host} makes this web table reachable from other machines. Anyone who can reach it can:`,
    '  - create tables and watch every game being played (there are no accounts or passwords);',
    "  - use this machine's CPU and memory through AI seats and replays (bounded by the server's limits, not removed);",
    '  - read seat tokens and invite links off the network: this server speaks plain HTTP, without TLS.',
    'Serve it behind a TLS reverse proxy and a firewall, or keep the default --host 127.0.0.1.',
  ].join('\n');
}

/** The URL of a bound address, as `http://host:port/` (IPv6 in brackets). */
export function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}
