// @vitest-environment node
/** Every side effect of a chart is an actor src/ provides (machines/shared/actors.ts `notProvided`): until then it
 *  fails, naming itself, so a missing provide is found at once instead of a chart that waits forever. */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';

type Load = () => Promise<AnyStateMachine>;
/** The side effects each chart leaves to src/, by name (the spec's calls and the host's callbacks). */
const EXPECTED: [string, Load, string[]][] = [
  [
    'profile',
    () => import('../../machines/account/profile/profile.machine').then((m) => m.profileMachine),
    ['fetchProfile'],
  ],
  [
    'healthNav',
    () => import('../../machines/shared/healthNav/healthNav.machine').then((m) => m.healthNavMachine),
    ['loadNavDocument'],
  ],
  [
    'signIn',
    () => import('../../machines/account/signIn/signIn.machine').then((m) => m.signInMachine),
    ['signIn'],
  ],
  [
    'forgotPassword',
    () =>
      import('../../machines/account/forgotPassword/forgotPassword.machine').then(
        (m) => m.forgotPasswordMachine,
      ),
    ['requestReset'],
  ],
  [
    'resetPassword',
    () =>
      import('../../machines/account/resetPassword/resetPassword.machine').then(
        (m) => m.resetPasswordMachine,
      ),
    ['resetPassword'],
  ],
  [
    'createAccount',
    () =>
      import('../../machines/account/createAccount/createAccount.machine').then(
        (m) => m.createAccountMachine,
      ),
    ['createAccount'],
  ],
  [
    'verifyEmail',
    () => import('../../machines/account/verifyEmail/verifyEmail.machine').then((m) => m.verifyEmailMachine),
    ['sendVerification', 'confirmVerification'],
  ],
  [
    'deleteAccount',
    () =>
      import('../../machines/account/deleteAccount/deleteAccount.machine').then(
        (m) => m.deleteAccountMachine,
      ),
    ['deleteAccount'],
  ],
  [
    'contentPage',
    () => import('../../machines/shared/contentPage/contentPage.machine').then((m) => m.contentPageMachine),
    ['loadArticle'],
  ],
  [
    'session',
    () => import('../../machines/shared/session/session.machine').then((m) => m.sessionMachine),
    ['fetchSession', 'signOut'],
  ],
  [
    'walletRequest',
    () => import('../../machines/wallet/request/walletRequest.machine').then((m) => m.walletRequestMachine),
    ['callWallet', 'getNewToken', 'getNewPaymentIntent'],
  ],
  [
    'wallet',
    () => import('../../machines/wallet/wallet/wallet.machine').then((m) => m.walletMachine),
    [
      'fetchCards',
      'addBankCard',
      'addSnapCard',
      'addGiftCard',
      'editCard',
      'deleteCard',
      'setPreferred',
      'fetchAddresses',
      'saveAddress',
      'giftBalance',
      'tokenizeCard',
      'tokenizeEdit',
      'tokenizePin',
      'ebtBalance',
    ],
  ],
];

describe('chart ids (the registry, npm run paths and docs/statecharts name charts by them)', () => {
  it.each(EXPECTED)('%s', async (id, load) => {
    expect((await load()).id).toBe(id);
  });
  it('every chart is listed', () => {
    expect(EXPECTED.map(([id]) => id)).toEqual([
      'profile',
      'healthNav',
      'signIn',
      'forgotPassword',
      'resetPassword',
      'createAccount',
      'verifyEmail',
      'deleteAccount',
      'contentPage',
      'session',
      'walletRequest',
      'wallet',
    ]);
  });
});

describe('default actors: not provided means a clear failure', () => {
  it.each(EXPECTED)('%s', async (_id, load, names) => {
    const machine = await load();
    const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
    for (const name of names) {
      expect(actors[name], `${machine.id} declares ${name}`).toBeDefined();
      const actor = createActor(actors[name]!, { input: {} as never });
      const done = toPromise(actor);
      actor.start();
      await expect(done).rejects.toThrow(
        `Actor "${name}" was not provided: supply it with machine.provide({ actors })`,
      );
    }
  });

  it('the Google provider is left to src/ too (a callback actor)', async () => {
    const { signInMachine } = await import('../../machines/account/signIn/signIn.machine');
    const provider = (signInMachine.implementations.actors as Record<string, AnyActorLogic>).googleProvider!;
    const actor = createActor(provider, { input: { enabled: true, autoLogin: false } as never });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain('Actor "googleProvider" was not provided');
  });
});
