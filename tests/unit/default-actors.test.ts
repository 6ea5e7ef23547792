// @vitest-environment node
/** Every side effect of a chart is an actor src/ provides (machines/shared/actors.ts `notProvided`): until then it
 *  fails, naming itself, so a missing provide is found at once instead of a chart that waits forever. */
import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { walletRequestMachine } from '../../machines/wallet/request/walletRequest.machine';
import { walletMachine } from '../../machines/wallet/wallet/wallet.machine';

/** The side effects each chart leaves to src/, by name (the spec's calls and the host's callbacks). */
const EXPECTED: [AnyStateMachine, string[]][] = [
  [profileMachine, ['fetchProfile']],
  [healthNavMachine, ['loadNavDocument']],
  [signInMachine, ['signIn']],
  [forgotPasswordMachine, ['requestReset']],
  [resetPasswordMachine, ['resetPassword']],
  [createAccountMachine, ['createAccount']],
  [verifyEmailMachine, ['sendVerification', 'confirmVerification']],
  [deleteAccountMachine, ['deleteAccount']],
  [contentPageMachine, ['loadArticle']],
  [sessionMachine, ['fetchSession', 'signOut']],
  [walletRequestMachine, ['callWallet', 'getNewToken', 'getNewPaymentIntent']],
  [
    walletMachine,
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
  it('each chart has its id', () => {
    expect(EXPECTED.map(([machine]) => machine.id)).toEqual([
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
  it.each(EXPECTED.map(([machine, names]) => [machine.id, machine, names] as const))(
    '%s',
    async (_id, machine, names) => {
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
    },
  );

  it('the Google provider is left to src/ too (a callback actor)', () => {
    const provider = (signInMachine.implementations.actors as Record<string, AnyActorLogic>).googleProvider!;
    const actor = createActor(provider, { input: { enabled: true, autoLogin: false } as never });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain('Actor "googleProvider" was not provided');
  });
});
