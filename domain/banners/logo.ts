/**
 * Banner logos (account-signin.md §3 "Banner list entry", §7 logo image call, §9 logo size and
 * environments). Until the content service supplies artwork, each banner gets a generated,
 * deterministic SVG: a monogram tile in the primary colour and a wordmark of the title.
 * Whether the logo links home is data (`linked`), so the view renders every banner the same way.
 */
import type { Environment } from '../environments';
import { type Banner, getBanner } from './registry';

/** Default maximum logo size (account-signin.md §3, §9): 101 high by 177 wide. */
export const LOGO_MAX_HEIGHT = 101;
export const LOGO_MAX_WIDTH = 177;

/** dev, test, stage or prod (account-signin.md §9), defined once in domain/environments.ts. */
export type { Environment };

const LOGO_WIDTH = 176;
const LOGO_HEIGHT = 48;
const TILE = LOGO_HEIGHT;
const WORDMARK_X = TILE + 8;
const WORDMARK_WIDTH = LOGO_WIDTH - WORDMARK_X;
/** Rough advance of a sans-serif glyph as a share of the font size, to decide when to squeeze text. */
const GLYPH_ADVANCE = 0.6;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Two letters: the first letters of the first two words, or the capitals of a single camel-case word. */
export function monogram(title: string): string {
  const words = title.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  const [first = '', second] = words;
  if (second !== undefined) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
  const capitals = first.replace(/[^A-Z]/g, '');
  return (capitals.length >= 2 ? capitals.slice(0, 2) : first.slice(0, 2)).toUpperCase();
}

/** Splits a title into at most two lines of similar length, at a word boundary. */
function wordmarkLines(title: string): [string] | [string, string] {
  const words = title.trim().split(/\s+/);
  if (words.length < 2) return [title.trim()];
  let best = 1;
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut += 1) {
    const diff = Math.abs(words.slice(0, cut).join(' ').length - words.slice(cut).join(' ').length);
    if (diff < bestDiff) {
      best = cut;
      bestDiff = diff;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

function textElement(text: string, y: number, fontSize: number, weight: number, fill: string): string {
  const squeeze =
    text.length * fontSize * GLYPH_ADVANCE > WORDMARK_WIDTH
      ? ` textLength="${WORDMARK_WIDTH}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return `<text x="${WORDMARK_X}" y="${y}" font-size="${fontSize}" font-weight="${weight}" fill="${fill}"${squeeze}>${escapeXml(text)}</text>`;
}

/** The banner's logo as a standalone SVG document (176 × 48, within the 177 × 101 maximum). */
export function logoSvg(banner: Banner): string {
  const { primary, primaryContrast, accent, text } = banner.theme;
  const titleId = `logo-title-${banner.slug}`;
  const lines = wordmarkLines(banner.title);
  const wordmark =
    lines.length === 1
      ? textElement(lines[0], 30, 18, 700, text)
      : `${textElement(lines[0], 21, 16, 700, text)}${textElement(lines[1], 39, 13, 400, text)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img" aria-labelledby="${titleId}">`,
    `<title id="${titleId}">${escapeXml(banner.title)}</title>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">`,
    `<rect width="${TILE}" height="${TILE}" rx="10" fill="${primary}"/>`,
    `<rect x="10" y="38" width="${TILE - 20}" height="3" rx="1.5" fill="${accent}"/>`,
    `<text x="${TILE / 2}" y="30" font-size="20" font-weight="700" text-anchor="middle" fill="${primaryContrast}">${escapeXml(monogram(banner.title))}</text>`,
    wordmark,
    '</g>',
    '</svg>',
  ].join('');
}

/** The logo as a data URI for an <img src>. */
export function logoDataUri(banner: Banner): string {
  return `data:image/svg+xml,${encodeURIComponent(logoSvg(banner))}`;
}

/** Everything a view needs to render a banner's logo, with no per-banner decisions left to it. */
export interface BannerLogo {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** Wrap the image in a link to the home page; false for the fuel banners. */
  readonly linked: boolean;
}

export function bannerLogo(banner: Banner): BannerLogo {
  return {
    src: logoDataUri(banner),
    alt: banner.title,
    width: LOGO_WIDTH,
    height: LOGO_HEIGHT,
    linked: banner.logoLinked,
  };
}

/**
 * The logo in the content service's binary image path for an environment (account-signin.md §7):
 * prod uses the banner's www host, other environments prefix it with '{env}-'. The host pattern is
 * fictional, like the domains. Throws for an unknown slug.
 */
export function logoImageUrl(env: Environment, slug: string): string {
  const banner = getBanner(slug);
  if (!banner) throw new RangeError(`Unknown banner '${slug}'`);
  const host = env === 'prod' ? `www.${banner.domain}` : `${env}-www.${banner.domain}`;
  return `https://${host}/content/v1/binary/image/banner/${encodeURIComponent(banner.slug)}/logo.svg`;
}
