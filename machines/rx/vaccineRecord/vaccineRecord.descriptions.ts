/** The vaccine record chart in words. */
import { DVR_MESSAGES, DVR_TEXTS } from '../../../domain/rx/vaccineRecord';
import { describeMachine } from '../../descriptions';
import { vaccineRecordMachine } from './vaccineRecord.machine';
import { outcomeOf } from '../../../domain/errors';

export const vaccineRecordDescriptions = describeMachine(vaccineRecordMachine, {
  events: {
    'dvr.openVerify': { action: 'Open /rx/digital-vaccine-record/verify (Get My Vaccine Record)' },
    'dvr.openResult': {
      action: 'Open the text message’s link (or the result page after verifying)',
      name: 'result page',
    },
    'dvr.submit': (e) =>
      e.values.method === 'dateOfBirth'
        ? {
            action: 'Enter Jordan Whitfield, date of birth 07/19/1986, and press Verify',
            name: 'by date of birth',
          }
        : {
            action: 'Choose Mobile phone number, type 6 digits and press Verify',
            expect: `“${DVR_TEXTS.invalidPhone}”`,
            name: 'short phone',
          },
    'dvr.restart': { action: 'Press Start Over' },
    'dvr.retry': { action: 'Press Try Again' },
    'dvr.download': {
      action: 'Press Download SMART Health Card',
      expect: 'The browser saves vaccine-record.smart-health-card',
    },
  },
  results: {
    'xstate.done.actor.verifyDvr': (e) =>
      (e.output as { delivery?: string } | undefined)?.delivery === 'DIRECT'
        ? {
            action: 'Verified: the signed-in customer’s own patient',
            expect: 'The result page opens',
            name: 'direct',
          }
        : { action: 'Verified: the record goes by text message', name: 'by text' },
    'xstate.error.actor.verifyDvr': (e) => {
      const outcome = outcomeOf(e.error);
      if (outcome === 'notFound')
        return { action: 'No such patient (404)', expect: `“${DVR_MESSAGES.notFound}”`, name: '404' };
      if (outcome === 'unauthorized')
        return {
          action: 'Wrong date of birth or phone (401)',
          expect: `“${DVR_MESSAGES.incorrect}”`,
          name: '401',
        };
      if (outcome === 'forbidden')
        return {
          action: 'Too many attempts (403)',
          expect: `“${DVR_MESSAGES.tooManyAttempts}”`,
          name: '403',
        };
      return { action: 'The call fails (500)', expect: `“${DVR_MESSAGES.generic}”`, name: 'default' };
    },
    'xstate.done.actor.sendSecureMessage': { action: 'The text message is sent (sandbox outbox)' },
    'xstate.error.actor.sendSecureMessage': {
      action: 'The verification ran out before the message (401)',
      expect: `“${DVR_MESSAGES.expired}”`,
    },
    'xstate.done.actor.fetchCard': { action: 'The pharmacy answers with the signed health card' },
    'xstate.error.actor.fetchCard': (e) =>
      outcomeOf(e.error) === 'unauthorized'
        ? {
            action: 'The link has expired (401)',
            expect: `“${DVR_MESSAGES.expired}” and back to the vaccine record page`,
            name: 'expired',
          }
        : { action: 'The call fails (500)', expect: `“${DVR_MESSAGES.generic}”`, name: 'card fails' },
  },
  states: {
    idle: 'The page opens',
    verifyPage: 'The verify page',
    resultPage: 'The result page',
    'verifyPage.form':
      'Verify the Patient: first and last name, date of birth or mobile phone, Verify (with any error)',
    'verifyPage.verifying': DVR_TEXTS.verifying,
    'verifyPage.sendingText': DVR_TEXTS.sending,
    'verifyPage.smsSent': 'Check Your Phone: the number’s last four digits and how long the link works',
    'verifyPage.verified': 'The result page opens',
    'resultPage.loadingCard': DVR_TEXTS.loading,
    'resultPage.result':
      'The QR code, the vaccinations (name, date, lot, place) and Download SMART Health Card',
    'resultPage.expired': DVR_MESSAGES.expired,
    'resultPage.cardFailed': `“${DVR_MESSAGES.generic}” and Try Again`,
  },
  funnel: { to: 'resultPage.result' },
});
