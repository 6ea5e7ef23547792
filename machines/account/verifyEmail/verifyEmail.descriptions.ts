/** What each event of the email-verification chart means to a tester, and what the page shows (machines/descriptions.ts). */
import { CREATE_ACCOUNT_TEXTS, VERIFY_EMAIL_TEXTS } from '../../../domain/account/accountEntry';
import { describeMachine } from '../../descriptions';
import { verifyEmailMachine } from './verifyEmail.machine';

export const verifyEmailDescriptions = describeMachine(verifyEmailMachine, {
  events: {
    'verify.open': (e) =>
      e.token
        ? { action: 'Open the link from the verification email' }
        : e.sent
          ? {
              action: `Press ${CREATE_ACCOUNT_TEXTS.continue} on the welcome of a new account (the link was mailed)`,
            }
          : { action: 'Open /account/verify-email (after signing in with an unverified email)' },
    'verify.send': { action: `Press ${VERIFY_EMAIL_TEXTS.resend}` },
    'verify.continue': {
      action: `Press ${VERIFY_EMAIL_TEXTS.continue}`,
      expect: 'The redirect target opens',
      name: 'continue',
    },
  },
  results: {
    'xstate.done.actor.sendVerification': { action: 'The identity service sends the email', name: 'sent' },
    'xstate.error.actor.sendVerification': {
      action: 'The send call fails',
      expect: `“${VERIFY_EMAIL_TEXTS.failed}”`,
      name: 'send failed',
    },
    'xstate.done.actor.confirmVerification': {
      action: 'The identity service confirms the link',
      name: 'verified',
    },
    'xstate.error.actor.confirmVerification': {
      action: 'The service refuses the link',
      name: 'invalid link',
    },
  },
  states: {
    opening: 'Nothing yet: the page reads its link',
    idle: `${VERIFY_EMAIL_TEXTS.heading}: “${VERIFY_EMAIL_TEXTS.intro}” and ${VERIFY_EMAIL_TEXTS.resend}`,
    sending: `${VERIFY_EMAIL_TEXTS.resend} disabled, a spinner`,
    sent: `“${VERIFY_EMAIL_TEXTS.sent}”`,
    confirming: `“${VERIFY_EMAIL_TEXTS.verifying}”`,
    verified: `“${VERIFY_EMAIL_TEXTS.verified}” and ${VERIFY_EMAIL_TEXTS.continue}`,
    invalid: `“${VERIFY_EMAIL_TEXTS.invalid}” and ${VERIFY_EMAIL_TEXTS.resend}`,
  },
  funnel: { to: 'verified' },
});
