/** /account/verify-email: the email-verification flow (thin view of machines/account/verifyEmail). */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { VERIFY_EMAIL_TEXTS } from '../../domain/account/accountEntry';
import { Alert } from '../kit/Alert';
import { Spinner } from '../kit/Spinner';
import './account.css';

export function VerifyEmailView({ actor }: { actor: ActorRefFrom<typeof verifyEmailMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({
      state:
        s.matches('confirming') || s.matches('opening')
          ? 'confirming'
          : s.matches('verified')
            ? 'verified'
            : s.matches('sent')
              ? 'sent'
              : 'idle',
      busy: s.hasTag('busy'),
      error: s.context.error,
    }),
    shallowEqual,
  );
  return (
    <section className="card account-page" aria-labelledby="verify-title">
      <h1 id="verify-title">{VERIFY_EMAIL_TEXTS.heading}</h1>
      {view.state === 'confirming' && <Spinner label={VERIFY_EMAIL_TEXTS.verifying} />}
      {view.state === 'verified' && (
        <>
          <Alert tone="success">{VERIFY_EMAIL_TEXTS.verified}</Alert>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'verify.continue' })}
          >
            {VERIFY_EMAIL_TEXTS.continue}
          </button>
        </>
      )}
      {(view.state === 'idle' || view.state === 'sent') && (
        <>
          {/* Says what is true: nothing sent yet, or the link was sent (issue 13 point 5). */}
          {view.state === 'sent' ? (
            <Alert tone="success">{VERIFY_EMAIL_TEXTS.sent}</Alert>
          ) : (
            <p>{VERIFY_EMAIL_TEXTS.intro}</p>
          )}
          {view.error && <Alert tone="error">{view.error}</Alert>}
          <button
            type="button"
            className="button button--primary"
            disabled={view.busy}
            onClick={() => actor.send({ type: 'verify.send' })}
          >
            {view.busy ? VERIFY_EMAIL_TEXTS.sending : VERIFY_EMAIL_TEXTS.resend}
          </button>
        </>
      )}
    </section>
  );
}
