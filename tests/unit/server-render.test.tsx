// @vitest-environment node
/** The server's first render of the sign-in page (src/entry-server.tsx): what the browser will hydrate. */
import { describe, expect, it } from 'vitest';
import { renderPage, rendersOnServer } from '../../src/entry-server';
import { SIGN_IN_CALLS_TO_ACTION, SIGN_IN_LABELS, signInCallToAction } from '../../domain/account/signIn';

const request = (url: string, over: Partial<Parameters<typeof renderPage>[0]> = {}) => ({
  url,
  origin: 'http://localhost:8080',
  hostname: 'localhost',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  cookie: '',
  ...over,
});

describe('server render of /signin', () => {
  it('renders only the server-rendered pages', async () => {
    expect(rendersOnServer('/signin')).toBe(true);
    expect(rendersOnServer('/health')).toBe(false);
    expect(await renderPage(request('/health'))).toBeNull();
  });

  it('gives the whole form with the submit disabled until the page has mounted', async () => {
    const page = await renderPage(request('/signin?redirectUrl=%2Fhealth'));
    expect(page).not.toBeNull();
    const html = page!.html;
    expect(html).toContain(`<h1 id="sign-in-title">${SIGN_IN_LABELS.heading}</h1>`);
    expect(html).toContain('Sign in to your existing FreshWay Market account');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain('name="email"');
    expect(html).toContain(SIGN_IN_LABELS.keepSignedIn);
    // The native form never puts what was typed into an address.
    expect(html).toContain('method="post"');
    // The page's own title (issue 13 point 11), in <title> before any JavaScript runs.
    expect(page!.title).toBe('Sign In | FreshWay Market');
    expect(page!.htmlAttributes['data-banner']).toBe('freshway');
    expect(page!.htmlAttributes.style).toContain('--brand-primary:');
  });

  it('renders delete mode from the first paint: no Google, no create-account entry, no keep me signed in', async () => {
    const html = (await renderPage(request('/signin?redirectUrl=%2Faccount%2Fdelete')))!.html;
    expect(html).toContain(SIGN_IN_LABELS.heading);
    expect(html).not.toContain(SIGN_IN_LABELS.keepSignedIn);
    expect(html).not.toContain(SIGN_IN_LABELS.google);
    expect(html).not.toContain('Create an Account');
  });

  it("renders the banner of the request's host or sandbox query, with its specifics", async () => {
    const page = (await renderPage(request('/signin?banner=meadowlark')))!;
    expect(page.title).toBe('Sign In | Meadowlark Foods');
    expect(page.html).toContain('Sign in to your existing Meadowlark Foods account');
  });

  // Issue 13 point 13: a later page load without the query (reload, typed address) keeps the chosen banner.
  it('renders the banner the sandbox keeps in its cookie', async () => {
    const page = (await renderPage({ ...request('/signin'), cookie: 'sid=abc; banner=meadowlark' }))!;
    expect(page.htmlAttributes['data-banner']).toBe('meadowlark');
    expect(page.html).toContain('Sign in to your existing Meadowlark Foods account');
  });

  it('shows the call to action of a known calledFrom instead of the description (§2), an unknown one keeps it', async () => {
    const pharmacy = (await renderPage(request('/signin?calledFrom=pharmacy')))!.html;
    expect(pharmacy).toContain(`<p>${SIGN_IN_CALLS_TO_ACTION.pharmacy}</p>`);
    expect(pharmacy).not.toContain('Sign in to your existing FreshWay Market account');
    const unknown = (await renderPage(request('/signin?calledFrom=toString')))!.html;
    expect(unknown).toContain('Sign in to your existing FreshWay Market account');
    expect(signInCallToAction(null)).toBeNull();
    expect(signInCallToAction('constructor')).toBeNull();
    expect(signInCallToAction('wallet')).toBe('Sign in to manage your saved payment methods.');
  });

  it('escapes what it puts into attributes', async () => {
    const page = (await renderPage(request('/signin?banner=%22%3E%3Cscript%3E')))!;
    expect(page.htmlAttributes['data-banner']).not.toContain('"');
    expect(page.html).not.toContain('<script>');
  });
});

describe('server render of /rx/dashboard (issue 10: Lighthouse performance)', () => {
  it('paints the pharmacy header and the health menu, with the sign-in still being checked', async () => {
    expect(rendersOnServer('/rx/dashboard')).toBe(true);
    const page = (await renderPage(request('/rx/dashboard')))!;
    expect(page.title).toBe('Prescription Dashboard | FreshWay Market');
    expect(page.html).toContain('My Prescriptions');
    expect(page.html).toContain('Prescription Dashboard');
    expect(page.html).toContain('Loading page…');
    // Nothing of a customer: the server's services are idle.
    expect(page.html).not.toContain('Whitfield');
  });

  // The page renders from the session the server read (server/auth/first-render.ts) and carries it (src/boot.ts).
  it('renders from the session answer it is given and carries it for the browser', async () => {
    const session = {
      authLevel: 'authenticated' as const,
      knownMachine: true,
      rememberedSessionLapsed: false,
      userInfo: { userId: 'u-1', emailVerified: true, banner: 'freshway', authorities: [] },
    };
    const signedIn = (await renderPage({ ...request('/signin'), session }))!;
    expect(signedIn.signedIn).toBe(true);
    expect(signedIn.boot).toContain('<script type="application/json" id="boot-data">');
    expect(signedIn.boot).toContain('"authLevel":"authenticated"');
    expect(signedIn.html).toContain('Sign Out');
    const anonymous = (await renderPage(request('/signin')))!;
    expect(anonymous.boot).toBe('');
    expect(anonymous.signedIn).toBe(false);
    expect(anonymous.html).not.toContain('Sign Out');
  });
});
