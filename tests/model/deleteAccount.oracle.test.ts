// @vitest-environment node
/** Delete the account (account-signin.md §2 route /account/delete; texts chosen in domain/account/
 *  accountEntry.ts, docs/choices.md "Delete the account"): the password goes to the call, and is forgotten. */
import { describe, expect } from 'vitest';
import type { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { type OracleCase, oracleTable } from './oracle';

const confirm = { type: 'delete.confirm', password: 'Shopper123' } as const;
const refused = (status: number, code: string, fields?: Record<string, string>) => ({
  type: 'xstate.error.actor.deleteAccount',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /x',
    status,
    code,
    message: 'failed',
    ...(fields ? { fields } : {}),
  },
});

const cases: OracleCase<typeof deleteAccountMachine>[] = [
  {
    name: 'the confirmation first, nothing remembered yet',
    steps: [],
    state: 'confirming',
    notTags: ['busy'],
    verify: (run) => expect(run.snapshot().context).toEqual({ password: null, error: null }),
  },
  {
    name: 'confirming sends the re-entered password to the delete call',
    steps: [confirm],
    state: 'deleting',
    tags: ['busy'],
    calls: { deleteAccount: { password: 'Shopper123' } },
    refuses: [confirm],
  },
  {
    name: 'deleted: the signed-out user is stored and the password forgotten',
    steps: [confirm, { type: 'xstate.done.actor.deleteAccount', output: { data: { ok: true } } }],
    state: 'deleted',
    status: 'done',
    context: { password: null },
    actions: [{ type: 'storeSignedOut' }],
  },
  {
    name: 'a wrong password: back to confirming with the wrong-password message',
    steps: [confirm, refused(401, 'INVALID_CREDENTIALS')],
    state: 'confirming',
    context: { password: null, error: 'The password you entered is incorrect. Please try again.' },
    notActions: ['storeSignedOut'],
  },
  {
    name: 'wrong passwords count in the sign-in throttle: a lock says its time left (600 s = 10 minutes)',
    steps: [confirm, refused(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '600' })],
    state: 'confirming',
    context: {
      error:
        'Your account is locked after too many unsuccessful sign-in attempts. Try again in 10 minutes. To unlock it now, reset your password.',
    },
  },
  {
    name: 'another try clears the last message',
    steps: [confirm, refused(401, 'INVALID_CREDENTIALS'), confirm],
    state: 'deleting',
    context: { error: null },
  },
];

describe('deleteAccount chart: oracle', () => {
  oracleTable(
    () =>
      import('../../machines/account/deleteAccount/deleteAccount.machine').then(
        (m) => m.deleteAccountMachine,
      ),
    cases,
  );
});
