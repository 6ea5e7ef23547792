// @vitest-environment node
/**
 * The sign-in chart's choices fixed by issue 13, with values from the issue and the spec:
 * point 3: the Google sign-in asks for a remembered session only when 'Keep me signed in' was ticked;
 * point 6: 'create an account using Google' hands the Google identity (names, token) and the redirect on;
 * point 8: a 403 says what happened, not "trouble reaching our servers"; a failed script says Google is
 *          unavailable (not a dimmed button forever).
 * (Points 4 and 9 are the form's: tests/ui/signin-page.test.tsx.)
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { SignInRequest, SignInResponse } from '../../api/contracts/identity';
import {
  googleCredential,
  signInErrors,
  signInPages,
  signInResponses,
  signInSessions,
} from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { selectSignInView } from '../../machines/account/signIn/signIn.selectors';
import { SESSION_MESSAGES } from '../../domain/account/session';

function start() {
  const requests: SignInRequest[] = [];
  let answer: (r: SignInResponse) => void = () => {};
  let fail: (e: unknown) => void = () => {};
  const prompts = vi.fn();
  const goToSocialCreate = vi.fn();
  const machine = signInMachine.provide({
    actors: {
      signIn: fromPromise<SignInResponse, SignInRequest>(({ input }) => {
        requests.push(input);
        return new Promise((resolve, reject) => {
          answer = resolve;
          fail = reject;
        });
      }),
      googleProvider: fromCallback(({ receive }) => {
        receive(() => prompts());
      }),
    },
    actions: { goToSocialCreate: (_, params) => goToSocialCreate(params) },
  });
  const actor = createActor(machine, {
    input: {
      banner: { title: 'Meadowlark Foods', emailVerification: true },
      page: signInPages.plain,
    },
  }).start();
  actor.send({ type: 'signIn.sessionKnown', info: signInSessions.anonymous });
  actor.send({ type: 'signIn.googleReady' });
  return {
    actor,
    requests,
    prompts,
    goToSocialCreate,
    answer: (r: SignInResponse) => answer(r),
    fail: (e: unknown) => fail(e),
    view: () => selectSignInView(actor.getSnapshot()),
  };
}

describe('point 3: Google follows "Keep me signed in"', () => {
  it.each([
    [true, true],
    [false, false],
  ])('ticked %s → rememberMe %s in the sign-in request', (ticked, remembered) => {
    const page = start();
    page.actor.send({ type: 'signIn.googleStart', rememberMe: ticked });
    expect(page.prompts).toHaveBeenCalledTimes(1);
    page.actor.send({ type: 'signIn.googleCredential', credential: googleCredential });
    expect(page.requests[0]).toMatchObject({ socialType: 'Google', rememberMe: remembered });
  });
});

describe('point 6: create an account using Google', () => {
  it('hands over the credential, its names and email, and where the shopper was going', async () => {
    const page = start();
    page.actor.send({ type: 'signIn.googleStart', rememberMe: true });
    page.actor.send({ type: 'signIn.googleCredential', credential: googleCredential });
    page.answer(signInResponses.createNeeded);
    await vi.waitFor(() => expect(page.actor.getSnapshot().matches({ page: 'socialCreate' })).toBe(true));
    expect(page.view().socialCreateHref).toBe('/account/create?redirectUrl=%2Fhealth');
    page.actor.send({ type: 'signIn.createWithGoogle' });
    expect(page.goToSocialCreate).toHaveBeenCalledWith({
      social: {
        token: googleCredential,
        email: 'googlelink@example.com',
        firstName: 'Lena',
        lastName: 'Marsh',
        socialType: 'Google',
      },
      redirectUrl: '/health',
    });
  });
});

describe('point 8: what the page says when something fails', () => {
  it('a 403 on sign-in is not "trouble reaching our servers"', async () => {
    const page = start();
    page.actor.send({
      type: 'signIn.submit',
      email: 'a@example.com',
      password: 'abc12345',
      rememberMe: true,
    });
    page.fail({ ...signInErrors.rejected, status: 403, code: 'FORBIDDEN' });
    await vi.waitFor(() => expect(page.view().error).not.toBeNull());
    expect(page.view().error).toBe(
      'We could not sign you in from this page. Please reload the page and try again.',
    );
    expect(page.view().error).not.toBe(SESSION_MESSAGES.unavailable);
    expect(SESSION_MESSAGES.forStatus(503)).toBe(
      'We are having trouble reaching our servers. Please try again in a moment.',
    );
  });
  it('the Google script failing to load says Google sign-in is unavailable', () => {
    const page = start();
    expect(page.view().googleUnavailableMessage).toBeNull();
    page.actor.send({ type: 'signIn.googleUnavailable' });
    expect(page.view()).toMatchObject({
      googleReady: false,
      googleLoading: false,
      googleUnavailableMessage:
        'Google sign-in is unavailable right now. Please sign in with your email and password.',
    });
  });
  it('a page without Google is not "unavailable"', () => {
    const actor = createActor(signInMachine.provide({ actors: { googleProvider: fromCallback(() => {}) } }), {
      input: {
        banner: { title: 'FreshWay Fuel', emailVerification: false },
        page: { ...signInPages.plain, socialAvailable: false },
      },
    }).start();
    expect(selectSignInView(actor.getSnapshot()).googleUnavailableMessage).toBeNull();
  });
});
