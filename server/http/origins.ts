/**
 * Where a request came from and where it was sent to, as the security rules need them: the request's own
 * origin (https behind a trusted TLS proxy), the second origin that pairs with an app origin (same host, port
 * + 1: the secure card fields, the identity provider and the Google stand-in), and the client's address for the
 * throttles. X-Forwarded-* headers count only when TRUST_PROXY=on (config.trustProxy): anyone can send them.
 */
import type { Context } from 'hono';
import type { Config } from '../config';

type ProxyTrust = Pick<Config, 'trustProxy'>;

/** The last value of a comma-separated forwarded header: the one the nearest (trusted) proxy appended. */
function lastForwarded(c: Context, name: string): string | undefined {
  const value = c.req.header(name);
  if (!value) return undefined;
  const last = value.split(',').at(-1)?.trim();
  return last || undefined;
}

/** True when the browser reached us over https: directly, or through a trusted proxy that says so. */
export function isHttps(c: Context, config: ProxyTrust): boolean {
  if (config.trustProxy) {
    const proto = lastForwarded(c, 'X-Forwarded-Proto')?.toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The origin the browser addressed, e.g. `https://shop.example` (scheme and host through a trusted proxy). */
export function requestOrigin(c: Context, config: ProxyTrust): string {
  const url = new URL(c.req.url);
  const forwardedHost = config.trustProxy ? lastForwarded(c, 'X-Forwarded-Host') : undefined;
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost.toLowerCase() : url.host;
  const scheme = isHttps(c, config) ? 'https:' : url.protocol;
  return new URL(`${scheme}//${host}`).origin;
}

function shiftPort(origin: string, by: number): string {
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80)) + by;
  return new URL(`${url.protocol}//${url.hostname}:${port}`).origin;
}

/** The second origin that belongs to an app origin: same scheme and host, port + 1. */
export function secondOriginOf(appOrigin: string): string {
  return shiftPort(appOrigin, 1);
}

/** The app origin a second origin serves: same scheme and host, port - 1 (the only parent it accepts). */
export function appOriginOf(secondOrigin: string): string {
  return shiftPort(secondOrigin, -1);
}

/** The address of the socket the request came on (Node's server), or undefined outside one. */
function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** The caller's address (throttle keys): the socket's, or the one a trusted proxy appended last. */
export function clientAddress(c: Context, config: ProxyTrust): string {
  if (config.trustProxy) {
    const forwarded = lastForwarded(c, 'X-Forwarded-For');
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'local';
}

const LOOPBACK_ADDRESS = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * True for a request from the machine the server runs on: its socket comes from a loopback address, and it was
 * addressed to a loopback name (localhost, 127.x.x.x, [::1]), so a page of another site that made its own name
 * resolve to 127.0.0.1 (DNS rebinding) is not local. Never with TRUST_PROXY=on: behind a proxy every request
 * arrives from the proxy's address, and no forwarded header can make a remote client look local.
 */
export function isLocalRequest(c: Context, config: ProxyTrust): boolean {
  if (config.trustProxy) return false;
  const address = socketAddress(c);
  return (
    address !== undefined && LOOPBACK_ADDRESS.test(address) && LOOPBACK_HOST.test(new URL(c.req.url).host)
  );
}
