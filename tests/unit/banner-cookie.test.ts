// @vitest-environment node
/**
 * Issue 13 point 13: the banner chosen in the sandbox was lost on every full page load (reload, typed address,
 * emailed link). The query chooses it, a cookie keeps it, the host name of a real deployment always wins.
 */
import { describe, expect, it } from 'vitest';
import { bannerCookie, selectBanner } from '../../domain/banners/select';

describe('banner kept by cookie in the sandbox', () => {
  it.each([
    ['the query names it', { search: '?banner=meadowlark', cookie: '' }, 'meadowlark'],
    [
      'a later load without the query keeps it',
      { search: '', cookie: 'sid=x; banner=meadowlark' },
      'meadowlark',
    ],
    [
      'the query wins over the cookie',
      { search: '?banner=harborlight', cookie: 'banner=meadowlark' },
      'harborlight',
    ],
    [
      'an unknown cookie value falls back to the main banner',
      { search: '', cookie: 'banner=nope' },
      'freshway',
    ],
  ])('%s', (_name, { search, cookie }, expected) => {
    expect(selectBanner({ hostname: 'localhost', search, cookie, allowQueryOverride: true }).slug).toBe(
      expected,
    );
  });

  it('outside the sandbox neither the query nor the cookie choose; the host name does', () => {
    expect(
      selectBanner({ hostname: 'localhost', search: '?banner=meadowlark', cookie: 'banner=meadowlark' }).slug,
    ).toBe('freshway');
    expect(
      selectBanner({
        hostname: 'www.meadowlarkfoods.example',
        cookie: 'banner=harborlight',
        allowQueryOverride: true,
      }).slug,
    ).toBe('meadowlark');
  });

  it('the cookie the page sets lives 30 days on every path', () => {
    expect(bannerCookie('meadowlark')).toBe('banner=meadowlark; Path=/; Max-Age=2592000; SameSite=Lax');
  });
});
