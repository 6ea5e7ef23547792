// @vitest-environment node
/** Mode 1 of the sign-in page (account-signin.md §2): each of the five forced-prompt conditions is its own
 *  guard and forces the prompt alone; the step-up redirect; the address rules (Rx page, delete mode,
 *  forgot-password path). */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  signInInput,
  signInPages,
  signInSessions,
  WEB_VIEW_UA,
} from '../../machines/account/signIn/signIn.fixtures';
import { type SignInPageFacts, signInMachine } from '../../machines/account/signIn/signIn.machine';
import {
  forgotPasswordPath,
  identityLoginUrl,
  isDeleteModeQuery,
  isInAppWebView,
  isRxAddress,
  readSignInAddress,
} from '../../domain/account/signIn';

function open(page: SignInPageFacts, session: keyof typeof signInSessions) {
  const redirect = vi.fn();
  const stepUp = vi.fn();
  const machine = signInMachine.provide({
    actions: {
      redirectToIdentityLogin: (_, params) => redirect(params),
      stepUpRedirect: (_, params) => stepUp(params),
    },
    actors: { googleProvider: signInMachine.implementations.actors.signIn as never },
  });
  const actor = createActor(machine, { input: signInInput }).start();
  actor.send({ type: 'signIn.open', page: { ...page, socialAvailable: false } });
  actor.send({ type: 'signIn.sessionKnown', info: signInSessions[session] });
  return { value: actor.getSnapshot().value, redirect, stepUp };
}

describe('mode 1: forced login prompt, one guard per condition', () => {
  it('no condition: redirect without a prompt, carrying the original URL', () => {
    const r = open(signInPages.plain, 'identity');
    expect(r.value).toBe('redirectingToIdentity');
    expect(r.redirect).toHaveBeenCalledWith({ returnUrl: signInPages.plain.originalUrl, prompt: false });
  });
  it.each([
    ['isAlwaysPrompt', signInPages.alwaysPrompt, 'identity'],
    ['hasNoAuthorities', signInPages.plain, 'identityNoAuthorities'],
    ['hasMarkerAuthority', signInPages.plain, 'identityMarker'],
    ['isRxPage', signInPages.rx, 'identity'],
    ['isWebViewPrompt + isInAppWebView', signInPages.webView, 'identity'],
  ] as const)('%s forces the prompt', (_name, page, session) => {
    const r = open(page, session);
    expect(r.redirect).toHaveBeenCalledWith({ returnUrl: page.originalUrl, prompt: true });
  });
  it('the web-view setting alone (ordinary browser) does not force the prompt', () => {
    const page = { ...signInPages.webView, userAgent: 'Mozilla/5.0 Chrome/130 Safari/537.36' };
    expect(open(page, 'identity').redirect).toHaveBeenCalledWith({
      returnUrl: page.originalUrl,
      prompt: false,
    });
  });
  it('an Rx page with the step-up flag runs the step-up redirect (optionally calling Rx step-up auth)', () => {
    const r = open(signInPages.rxStepUp, 'identity');
    expect(r.value).toBe('steppingUp');
    expect(r.redirect).not.toHaveBeenCalled();
    expect(r.stepUp).toHaveBeenCalledWith({
      returnUrl: signInPages.rxStepUp.originalUrl,
      callRxStepupAuth: true,
    });
  });
  it('anonymous shoppers get the form; authenticated ones leave', () => {
    expect(open(signInPages.plain, 'anonymous').value).toEqual({ page: 'ready' });
    expect(open(signInPages.plain, 'authenticated').value).toBe('alreadySignedIn');
  });
});

describe('address rules (§2, §4)', () => {
  it('Rx page: redirectUrl=/rx or /health in the address', () => {
    expect(isRxAddress('/signin?redirectUrl=/rx/prescriptions')).toBe(true);
    expect(isRxAddress('/signin?redirectUrl=%2Frx')).toBe(true);
    expect(isRxAddress('/signin?redirectUrl=%2Fhealth')).toBe(true);
    expect(isRxAddress('/signin?redirectUrl=%2Faccount%2Fprofile')).toBe(false);
  });
  it('delete mode when the query contains /account/delete', () => {
    expect(isDeleteModeQuery('?redirectUrl=%2Faccount%2Fdelete')).toBe(true);
    expect(isDeleteModeQuery('?redirectUrl=%2Faccount')).toBe(false);
    expect(readSignInAddress('/signin?redirectUrl=/account/delete').deleteMode).toBe(true);
  });
  it('query parameters', () => {
    const a = readSignInAddress('/signin?stepupLoginRedirect=true&callRxStepupAuth=true&calledFrom=rx');
    expect([a.stepUp, a.callRxStepupAuth, a.calledFrom]).toEqual([true, true, 'rx']);
    expect(readSignInAddress('/signin?redirectUrl=//evil.example').redirectUrl).toBeNull();
  });
  it('forgot password path: original path, account/delivery replaced by /', () => {
    expect(forgotPasswordPath('/rx/refills')).toBe('/account/forgot-password?redirectUrl=%2Frx%2Frefills');
    expect(forgotPasswordPath('/account/delivery/slots')).toBe('/account/forgot-password?redirectUrl=%2F');
  });
  it('in-app web views and the identity login URL', () => {
    expect(isInAppWebView(WEB_VIEW_UA)).toBe(true);
    expect(
      isInAppWebView('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(true);
    expect(
      isInAppWebView('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(identityLoginUrl('http://idp', { returnUrl: 'http://a/signin', prompt: true })).toBe(
      'http://idp/identity/login?returnUrl=http%3A%2F%2Fa%2Fsignin&prompt=login',
    );
  });
});
