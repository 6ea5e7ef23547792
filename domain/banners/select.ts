/**
 * Which banner a page is served as: by host name first; in the sandbox (allowQueryOverride) by the
 * `?banner={slug}` query parameter, else by the banner cookie the sandbox keeps (issue 13 point 13: the chosen
 * banner survives a reload, a typed address and an emailed link); otherwise the main grocery banner. Pure, so it
 * runs anywhere (the browser and the server's first render).
 */
import { BANNERS, type Banner, DEFAULT_BANNER, getBanner } from './registry';

export interface BannerSelectionInput {
  /** `location.hostname`; a port or a trailing dot is tolerated. */
  readonly hostname: string;
  /** `location.search`, with or without the leading '?'. */
  readonly search?: string;
  /** Only the sandbox lets the query (or its cookie) choose the banner. */
  readonly allowQueryOverride?: boolean;
  /** The page's cookies (`document.cookie` or the request's Cookie header). */
  readonly cookie?: string;
}

/** The sandbox's cookie that keeps the banner chosen with `?banner=` (not HttpOnly: the page sets it). */
export const BANNER_COOKIE = 'banner';
/** How long the sandbox remembers the chosen banner. */
export const BANNER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The `document.cookie` assignment that keeps a banner chosen in the sandbox. */
export function bannerCookie(slug: string): string {
  return `${BANNER_COOKIE}=${encodeURIComponent(slug)}; Path=/; Max-Age=${BANNER_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The banner the sandbox's query names, if it names a known one (then the page keeps it in the cookie). */
export function bannerFromQuery(search: string): Banner | undefined {
  const slug = new URLSearchParams(search).get('banner')?.trim().toLowerCase();
  return slug ? getBanner(slug) : undefined;
}

/** Environment prefixes on a banner host: `dev-www.`, `stage.`, `test-` and the like. */
const ENV_PREFIX = /^(?:dev|test|stage)[-.]/;
const WWW_PREFIX = /^www\./;

/** The banner whose domain the host name belongs to, with or without `www.` and an environment prefix. */
export function bannerForHost(hostname: string): Banner | undefined {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(ENV_PREFIX, '')
    .replace(WWW_PREFIX, '');
  return BANNERS.find((banner) => banner.domain === host);
}

export function selectBanner({
  hostname,
  search = '',
  allowQueryOverride = false,
  cookie = '',
}: BannerSelectionInput): Banner {
  const byHost = bannerForHost(hostname);
  if (byHost) return byHost;
  if (allowQueryOverride) {
    const byQuery = bannerFromQuery(search);
    if (byQuery) return byQuery;
    const kept = cookieValue(cookie, BANNER_COOKIE);
    const byCookie = kept ? getBanner(kept.trim().toLowerCase()) : undefined;
    if (byCookie) return byCookie;
  }
  return DEFAULT_BANNER;
}
