/**
 * Banner theming through CSS custom properties. Views style themselves only with these variables
 * (and read `data-banner` for nothing but debugging); nothing in a view branches on the banner.
 */
import { AA_NON_TEXT_CONTRAST, contrastRatio } from './contrast';
import type { Banner } from './registry';

export const BRAND_VARIABLES = [
  '--brand-primary',
  '--brand-primary-contrast',
  '--brand-accent',
  '--brand-surface',
  '--brand-text',
  '--brand-focus',
] as const;
export type BrandVariable = (typeof BRAND_VARIABLES)[number];

/** The focus ring must stand out from the surface (WCAG 1.4.11): the primary colour when it does, else the text colour. */
export function focusColour(banner: Banner): string {
  const { primary, surface, text } = banner.theme;
  return contrastRatio(primary, surface) >= AA_NON_TEXT_CONTRAST ? primary : text;
}

export function themeVariables(banner: Banner): Readonly<Record<BrandVariable, string>> {
  const { primary, primaryContrast, accent, surface, text } = banner.theme;
  return {
    '--brand-primary': primary,
    '--brand-primary-contrast': primaryContrast,
    '--brand-accent': accent,
    '--brand-surface': surface,
    '--brand-text': text,
    '--brand-focus': focusColour(banner),
  };
}

/** The part of an element applyTheme touches (an HTMLElement fits). */
export interface ThemeRoot {
  readonly style: { setProperty(name: string, value: string): void };
  setAttribute(name: string, value: string): void;
}

export function applyTheme(banner: Banner, root: ThemeRoot = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(banner))) {
    root.style.setProperty(name, value);
  }
  root.setAttribute('data-banner', banner.slug);
}
