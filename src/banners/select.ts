/**
 * Which banner a page is served as: by host name first; in the sandbox (allowQueryOverride) by the
 * `?banner={slug}` query parameter; otherwise the main grocery banner. Pure, so it runs anywhere.
 */
import { BANNERS, type Banner, DEFAULT_BANNER, getBanner } from './registry';

export interface BannerSelectionInput {
  /** `location.hostname`; a port or a trailing dot is tolerated. */
  readonly hostname: string;
  /** `location.search`, with or without the leading '?'. */
  readonly search?: string;
  /** Only the sandbox lets the query choose the banner. */
  readonly allowQueryOverride?: boolean;
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
}: BannerSelectionInput): Banner {
  const byHost = bannerForHost(hostname);
  if (byHost) return byHost;
  if (allowQueryOverride) {
    const slug = new URLSearchParams(search).get('banner')?.trim().toLowerCase();
    const byQuery = slug ? getBanner(slug) : undefined;
    if (byQuery) return byQuery;
  }
  return DEFAULT_BANNER;
}
