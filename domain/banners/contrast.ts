/** WCAG 2.x colour contrast for '#rrggbb' colours (used for the focus colour and by the registry tests). */

const HEX_COLOUR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG AA minimums: normal text, and non-text UI such as focus rings. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_NON_TEXT_CONTRAST = 3;

function channel(hex: string): number {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black … 1 white) of a '#rrggbb' colour; throws on any other format. */
export function relativeLuminance(colour: string): number {
  const match = HEX_COLOUR.exec(colour);
  if (!match) throw new RangeError(`Expected a #rrggbb colour, got '${colour}'`);
  const [, r = '', g = '', b = ''] = match;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
