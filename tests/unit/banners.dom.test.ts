// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH, logoSvg } from '../../domain/banners/logo';
import { BANNERS, getBanner } from '../../domain/banners/registry';
import { applyTheme, themeVariables } from '../../domain/banners/theme';

describe('banner logos in a DOM', () => {
  it.each(BANNERS.map((b) => [b.slug, b] as const))(
    '%s parses as SVG with an accessible title',
    (_slug, banner) => {
      const doc = new DOMParser().parseFromString(logoSvg(banner), 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      const svg = doc.documentElement;
      expect(svg.localName).toBe('svg');
      expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(LOGO_MAX_WIDTH);
      expect(Number(svg.getAttribute('height'))).toBeLessThanOrEqual(LOGO_MAX_HEIGHT);
      const [, , vbWidth, vbHeight] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
      expect(vbWidth).toBeLessThanOrEqual(LOGO_MAX_WIDTH);
      expect(vbHeight).toBeLessThanOrEqual(LOGO_MAX_HEIGHT);
      const title = svg.querySelector('title');
      expect(title?.textContent).toBe(banner.title);
      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('aria-labelledby')).toBe(title?.id);
    },
  );
});

describe('applyTheme on the document', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-banner');
  });

  it('sets the brand variables and data-banner on <html> by default', () => {
    const banner = getBanner('harborlight')!;
    applyTheme(banner);
    const root = document.documentElement;
    expect(root.dataset.banner).toBe('harborlight');
    for (const [name, value] of Object.entries(themeVariables(banner))) {
      expect(root.style.getPropertyValue(name)).toBe(value);
    }
  });
});
