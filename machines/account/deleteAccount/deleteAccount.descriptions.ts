/** What each event of the delete-account chart means to a tester, and what the page shows (machines/descriptions.ts). */
import { DELETE_ACCOUNT_TEXTS } from '../../../domain/account/accountEntry';
import { describeMachine } from '../../descriptions';
import { deleteAccountMachine } from './deleteAccount.machine';

export const deleteAccountDescriptions = describeMachine(deleteAccountMachine, {
  events: {
    'delete.confirm': {
      action: `Type the password, tick “${DELETE_ACCOUNT_TEXTS.understand}” and press ${DELETE_ACCOUNT_TEXTS.submit}`,
    },
  },
  results: {
    'xstate.done.actor.deleteAccount': {
      action: 'The identity service deletes the account',
      name: 'deleted',
    },
    'xstate.error.actor.deleteAccount': (e) => {
      const code = (e.error as { code?: string }).code;
      if (code === 'INVALID_CREDENTIALS')
        return {
          action: 'The service refuses: wrong password',
          expect: `“${DELETE_ACCOUNT_TEXTS.wrongPassword}”`,
          name: 'wrong password',
        };
      return {
        action: `The service refuses (${code ?? 'failure'})`,
        expect: 'The lock message with the time left, or the could-not-reach message',
        name: 'refused',
      };
    },
  },
  states: {
    confirming: `${DELETE_ACCOUNT_TEXTS.heading}: what deleting means, the password, the tick, ${DELETE_ACCOUNT_TEXTS.submit} and ${DELETE_ACCOUNT_TEXTS.cancel}`,
    deleting: `${DELETE_ACCOUNT_TEXTS.submit} disabled`,
    deleted: `“${DELETE_ACCOUNT_TEXTS.deleted}”, signed out, a link to the home page`,
  },
  funnel: { to: 'deleted' },
});
