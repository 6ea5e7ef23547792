/** What each event of the create-account chart means to a tester, and what the page shows (machines/descriptions.ts). */
import { CREATE_ACCOUNT_TEXTS } from '../../../domain/account/accountEntry';
import { describeMachine } from '../../descriptions';
import { createAccountMachine } from './createAccount.machine';

export const createAccountDescriptions = describeMachine(createAccountMachine, {
  events: {
    'create.submit': { action: `Fill in name, email and password and press ${CREATE_ACCOUNT_TEXTS.submit}` },
    'create.submitInvalid': {
      action: `Leave a field empty and press ${CREATE_ACCOUNT_TEXTS.submit}`,
      expect: 'The field says what is missing; an earlier alert goes',
      name: 'field missing',
    },
    'create.continue': {
      action: `Press ${CREATE_ACCOUNT_TEXTS.continue}`,
      expect: 'The redirect target opens (the email-verification page when the banner needs it)',
    },
  },
  results: {
    'xstate.done.actor.createAccount': (e) => {
      const verified = (e.output as { data?: { userInfo?: { emailVerified?: boolean } } })?.data?.userInfo
        ?.emailVerified;
      return verified === false
        ? {
            action: 'The identity service creates the account (email not verified yet)',
            name: 'created, email to verify',
          }
        : { action: 'The identity service creates the account', name: 'created' };
    },
    'xstate.error.actor.createAccount': (e) =>
      (e.error as { code?: string }).code === 'EMAIL_TAKEN'
        ? {
            action: 'The service refuses: the email already has an account',
            expect: `“${CREATE_ACCOUNT_TEXTS.emailTaken}”`,
            name: 'email taken',
          }
        : {
            action: 'The create call fails (network)',
            expect: `“${CREATE_ACCOUNT_TEXTS.failed}”`,
            name: 'failed',
          },
  },
  states: {
    editing: `${CREATE_ACCOUNT_TEXTS.heading}: first name, last name, email, password (its rules shown, a Show button) and ${CREATE_ACCOUNT_TEXTS.submit}`,
    submitting: `${CREATE_ACCOUNT_TEXTS.submit} disabled, a spinner`,
    welcome: `Signed in: “${CREATE_ACCOUNT_TEXTS.welcomeHeading('{banner}')}”, and “We've sent a link to …” when the email is not verified yet, with ${CREATE_ACCOUNT_TEXTS.continue}`,
    done: 'The page has left for the redirect target (or the email-verification page)',
  },
  funnel: { to: 'welcome' },
});
