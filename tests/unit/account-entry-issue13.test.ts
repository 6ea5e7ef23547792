// @vitest-environment node
/**
 * Create-account and email-verification charts, the choices fixed by issue 13 (values from the issue):
 * point 5: the verification page says "sent" only once a link was sent, and the send carries the redirect;
 * point 6: an account created with the Google identity sends its token and email, no password;
 * point 9: a welcome after creating (what was sent), the verification flow only after it; a submit with field
 *          errors clears the earlier "email taken" alert.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CreateAccountRequest, CreateAccountResponse } from '../../api/contracts/identity';
import {
  createAccountMachine,
  type SocialIdentity,
} from '../../machines/account/createAccount/createAccount.machine';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';

const created = (emailVerified: boolean): CreateAccountResponse => ({
  data: { userInfo: { userId: 'c-9', emailVerified, banner: 'meadowlark', authorities: ['ROLE_CUSTOMER'] } },
});
const google: SocialIdentity = {
  token: 'header.payload.signature',
  email: 'googlenew@example.com',
  firstName: 'Sam',
  lastName: 'Okoro',
  socialType: 'Google',
};

function createChart(
  input: { emailVerificationBanner: boolean; social?: SocialIdentity },
  answer: (r: CreateAccountRequest) => Promise<CreateAccountResponse>,
) {
  const sent: CreateAccountRequest[] = [];
  const goToRedirect = vi.fn();
  const goToEmailVerification = vi.fn();
  const actor = createActor(
    createAccountMachine.provide({
      actors: {
        createAccount: fromPromise<CreateAccountResponse, CreateAccountRequest>(({ input: request }) => {
          sent.push(request);
          return answer(request);
        }),
      },
      actions: {
        goToRedirect: (_, p) => goToRedirect(p),
        goToEmailVerification: (_, p) => goToEmailVerification(p),
      },
    }),
    { input: { redirectUrl: '/account/profile', ...input } },
  ).start();
  return { actor, sent, goToRedirect, goToEmailVerification };
}

describe('create account (points 6, 9)', () => {
  it('with the Google identity: its email and token, no password, the redirect for the emailed link', async () => {
    const c = createChart({ emailVerificationBanner: false, social: google }, async () => created(true));
    c.actor.send({
      type: 'create.submit',
      request: { firstName: 'Sam', lastName: 'Okoro', email: 'typed@example.com' },
    });
    expect(c.sent[0]).toEqual({
      firstName: 'Sam',
      lastName: 'Okoro',
      email: 'googlenew@example.com',
      token: 'header.payload.signature',
      socialType: 'Google',
      redirectUrl: '/account/profile',
    });
    await waitFor(c.actor, (s) => s.matches('welcome'));
  });

  it.each([
    // [verification banner, email verified by the service, where Continue leads]
    [true, false, 'verification'],
    [true, true, 'redirect'],
    [false, false, 'redirect'],
  ] as const)(
    'verification banner %s, verified %s: a welcome first, then Continue → %s',
    async (banner, verified, next) => {
      const c = createChart({ emailVerificationBanner: banner }, async () => created(verified));
      c.actor.send({
        type: 'create.submit',
        request: { firstName: 'Ada', lastName: 'Quill', email: 'ada@example.com', password: 'Create123' },
      });
      await waitFor(c.actor, (s) => s.matches('welcome'));
      expect(c.actor.getSnapshot().context.created).toEqual({
        firstName: 'Ada',
        email: 'ada@example.com',
        emailVerified: verified,
      });
      expect(c.goToRedirect).not.toHaveBeenCalled();
      expect(c.goToEmailVerification).not.toHaveBeenCalled();
      c.actor.send({ type: 'create.continue' });
      if (next === 'verification')
        expect(c.goToEmailVerification).toHaveBeenCalledWith({ to: '/account/profile', sent: true });
      else expect(c.goToRedirect).toHaveBeenCalledWith({ to: '/account/profile' });
    },
  );

  it('a submit with field errors clears the "email taken" alert', async () => {
    const c = createChart({ emailVerificationBanner: false }, () =>
      Promise.reject({
        name: 'ApiError',
        kind: 'http',
        status: 409,
        code: 'EMAIL_TAKEN',
        endpoint: 'x',
        message: 'x',
      }),
    );
    c.actor.send({
      type: 'create.submit',
      request: { firstName: 'Ada', lastName: 'Quill', email: 'shopper@example.com', password: 'Create123' },
    });
    await waitFor(c.actor, (s) => s.context.error !== null);
    expect(c.actor.getSnapshot().context.error).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    c.actor.send({ type: 'create.submitInvalid' });
    expect(c.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('email verification (point 5)', () => {
  function verifyChart() {
    const inputs: unknown[] = [];
    const actor = createActor(
      verifyEmailMachine.provide({
        actors: {
          sendVerification: fromPromise(async ({ input }) => {
            inputs.push(input);
            return { data: { ok: true } };
          }),
        },
      }),
      { input: { redirectUrl: '/rx/refills' } },
    ).start();
    return { actor, inputs };
  }

  it('nothing sent yet: idle (the page offers to send), not "sent"', () => {
    const v = verifyChart();
    v.actor.send({ type: 'verify.open', token: null });
    expect(v.actor.getSnapshot().value).toBe('idle');
    expect(v.inputs).toEqual([]);
  });
  it('the link was just sent with the welcome mail: sent, without sending another', () => {
    const v = verifyChart();
    v.actor.send({ type: 'verify.open', token: null, sent: true });
    expect(v.actor.getSnapshot().value).toBe('sent');
    expect(v.inputs).toEqual([]);
  });
  it('sending carries where the shopper was going, for the emailed link', async () => {
    const v = verifyChart();
    v.actor.send({ type: 'verify.open', token: null });
    v.actor.send({ type: 'verify.send' });
    await waitFor(v.actor, (s) => s.matches('sent'));
    expect(v.inputs).toEqual([{ redirectUrl: '/rx/refills' }]);
  });
});

describe('delete account (point 7: /account/delete led to "Page not found")', () => {
  function deleteChart(answer: () => Promise<unknown>) {
    const storeSignedOut = vi.fn();
    const sent: unknown[] = [];
    const actor = createActor(
      deleteAccountMachine.provide({
        actors: {
          deleteAccount: fromPromise(async ({ input }) => {
            sent.push(input);
            return (await answer()) as { data: { ok: boolean } };
          }),
        },
        actions: { storeSignedOut },
      }),
    ).start();
    return { actor, storeSignedOut, sent };
  }
  const failure = (status: number, code: string, fields?: Record<string, string>) => () =>
    Promise.reject({ name: 'ApiError', kind: 'http', status, code, endpoint: 'x', message: 'x', fields });

  it('sends the password and, once deleted, stores the signed-out user and forgets the password', async () => {
    const d = deleteChart(async () => ({ data: { ok: true } }));
    d.actor.send({ type: 'delete.confirm', password: 'Shopper123' });
    await waitFor(d.actor, (s) => s.matches('deleted'));
    expect(d.sent).toEqual([{ password: 'Shopper123' }]);
    expect(d.storeSignedOut).toHaveBeenCalledTimes(1);
    expect(d.actor.getSnapshot().context.password).toBeNull();
  });
  it.each([
    [failure(401, 'INVALID_CREDENTIALS'), 'The password you entered is incorrect. Please try again.'],
    [
      failure(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '600' }),
      'Your account is locked after too many unsuccessful sign-in attempts. Try again in 10 minutes. To unlock it now, reset your password.',
    ],
    [
      failure(503, 'UNAVAILABLE'),
      'We are having trouble reaching our servers. Please try again in a moment.',
    ],
  ])('a refusal keeps the account and says why (%#)', async (answer, message) => {
    const d = deleteChart(answer);
    d.actor.send({ type: 'delete.confirm', password: 'Wrong1234' });
    await waitFor(d.actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(d.actor.getSnapshot().context).toEqual({ password: null, error: message });
    expect(d.storeSignedOut).not.toHaveBeenCalled();
  });
});
