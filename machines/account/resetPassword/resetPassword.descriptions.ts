/** What each event of the reset-password chart means to a tester, and what the page shows (machines/descriptions.ts). */
import { RESET_PASSWORD_TEXTS } from '../../../domain/account/accountEntry';
import { describeMachine } from '../../descriptions';
import { resetPasswordMachine } from './resetPassword.machine';

export const resetPasswordDescriptions = describeMachine(resetPasswordMachine, {
  events: {
    'reset.open': (e) =>
      e.token
        ? { action: 'Open the link from the password reset email' }
        : { action: 'Open /account/reset-password without a token', name: 'no token' },
    'reset.submit': { action: `Type a new password twice and press ${RESET_PASSWORD_TEXTS.submit}` },
  },
  results: {
    'xstate.done.actor.resetPassword': {
      action: 'The identity service accepts the new password',
      name: 'reset',
    },
    'xstate.error.actor.resetPassword': (e) => {
      const error = e.error as { code?: string; status?: number };
      if (error.code === 'TOKEN_EXPIRED')
        return {
          action: 'The service refuses: the link has expired',
          expect: `“${RESET_PASSWORD_TEXTS.expiredToken}”`,
          name: 'expired link',
        };
      if (error.code === 'TOKEN_INVALID')
        return {
          action: 'The service refuses: the link is not valid',
          expect: `“${RESET_PASSWORD_TEXTS.invalidToken}”`,
          name: 'invalid link',
        };
      return {
        action: 'The reset call fails (network)',
        expect: `“${RESET_PASSWORD_TEXTS.failed}”`,
        name: 'failed',
      };
    },
  },
  states: {
    opening: 'Nothing yet: the page reads its link',
    missingToken: `“${RESET_PASSWORD_TEXTS.missingToken}” and ${RESET_PASSWORD_TEXTS.requestNew}`,
    editing: `${RESET_PASSWORD_TEXTS.heading}: new password, confirmation and ${RESET_PASSWORD_TEXTS.submit}`,
    submitting: `${RESET_PASSWORD_TEXTS.submit} disabled, a spinner`,
    tokenRejected: `The link’s problem and ${RESET_PASSWORD_TEXTS.requestNew}`,
    done: 'The sign-in page with “Your password has been successfully reset.”',
  },
  funnel: { to: 'done' },
});
