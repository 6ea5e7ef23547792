/** What each event of the forgot-password chart means to a tester, and what the page shows (machines/descriptions.ts). */
import { FORGOT_PASSWORD_TEXTS } from '../../../domain/account/accountEntry';
import { describeMachine } from '../../descriptions';
import { forgotPasswordMachine } from './forgotPassword.machine';

export const forgotPasswordDescriptions = describeMachine(forgotPasswordMachine, {
  events: {
    'forgot.submit': { action: `Type the account’s email and press ${FORGOT_PASSWORD_TEXTS.submit}` },
    'forgot.again': { action: 'Press the link to send it again', name: 'again' },
  },
  results: {
    'xstate.done.actor.requestReset': { action: 'The identity service accepts the request', name: 'sent' },
    'xstate.error.actor.requestReset': {
      action: 'The request fails (network)',
      expect: `“${FORGOT_PASSWORD_TEXTS.failed}”`,
      name: 'failed',
    },
  },
  states: {
    editing: `${FORGOT_PASSWORD_TEXTS.heading}: the email field and ${FORGOT_PASSWORD_TEXTS.submit}`,
    sending: `${FORGOT_PASSWORD_TEXTS.submit} disabled, a spinner`,
    sent: 'The “if an account exists, we’ve sent a link” message (30 minutes) and Back to Sign In',
  },
  funnel: { to: 'sent' },
});
