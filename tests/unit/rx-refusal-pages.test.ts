// @vitest-environment node
/**
 * A "not authorized" refusal of pharmacy data heard on the security question's pages: the late answer of a call the
 * page the shopper left had made. It leaves the shopper on the question, whose redirect leads back to that page; a
 * timed-out session still goes to the timeout logout from there.
 */
import { describe, expect, it } from 'vitest';
import { sessionRefusalTarget } from '../../src/rx/unauthorized';

describe('a refusal heard on the security question’s pages', () => {
  it.each(['/rx/security-questions', '/rx/security-questions/setup', '/rx/security-questions/reset'])(
    '%s: a "not authorized" refusal keeps the shopper on the page',
    (pathname) => {
      expect(sessionRefusalTarget('notAuthorized', pathname)).toBeNull();
    },
  );

  it('a timed-out session still goes to the timeout logout from the question', () => {
    expect(sessionRefusalTarget('timedOut', '/rx/security-questions')).toEqual({
      url: '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Fsecurity-questions%26errorCode%3DsessionTimeout',
      fullPage: true,
    });
  });

  it('any other pharmacy page, the link flow’s included, still goes to the landing page', () => {
    for (const pathname of ['/rx/link/patient', '/rx/security', '/rx/dashboard'])
      expect(sessionRefusalTarget('notAuthorized', pathname)).toEqual({
        url: `/rx/landing-page?redirectUrl=${encodeURIComponent(pathname)}`,
        fullPage: false,
      });
  });
});
