/** /account/forgot-password: request a reset link (thin view of machines/account/forgotPassword). */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { EMAIL_RULES, FORGOT_PASSWORD_TEXTS } from '../../domain/account/accountEntry';
import { SIGN_IN_ROUTES } from '../../domain/account/signIn';
import { Alert } from '../kit/Alert';
import { TextField } from '../kit/fields';
import { useKitForm } from '../kit/useKitForm';
import './account.css';

const RULES = { email: EMAIL_RULES };

export function ForgotPasswordView({
  actor,
  signInHref,
}: {
  actor: ActorRefFrom<typeof forgotPasswordMachine>;
  signInHref: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      sent: s.matches('sent'),
      busy: s.hasTag('busy'),
      error: s.context.error,
      email: s.context.email,
    }),
    shallowEqual,
  );
  const kit = useKitForm({ defaults: { email: '' }, rules: RULES, shape: { email: 'string' } });
  return (
    <section className="card account-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{FORGOT_PASSWORD_TEXTS.heading}</h1>
      {view.sent ? (
        <>
          <Alert tone="success">{FORGOT_PASSWORD_TEXTS.sent(view.email)}</Alert>
          <p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'forgot.again' })}>
              {FORGOT_PASSWORD_TEXTS.sendAgain}
            </button>
          </p>
          <a href={signInHref}>{FORGOT_PASSWORD_TEXTS.backToSignIn}</a>
        </>
      ) : (
        <>
          <p>{FORGOT_PASSWORD_TEXTS.intro}</p>
          {view.error && <Alert tone="error">{view.error}</Alert>}
          <form
            noValidate
            onSubmit={kit.handleSubmit((values) =>
              actor.send({ type: 'forgot.submit', email: values.email }),
            )}
          >
            <TextField
              id="forgot-email"
              label={FORGOT_PASSWORD_TEXTS.email}
              type="email"
              autoComplete="email"
              binding={kit.register('email')}
              error={kit.errorOf('email')}
            />
            <button type="submit" className="button button--primary sign-in__submit" disabled={view.busy}>
              {FORGOT_PASSWORD_TEXTS.submit}
            </button>
          </form>
          <p className="sign-in__footer">
            <a href={signInHref || SIGN_IN_ROUTES.signIn}>{FORGOT_PASSWORD_TEXTS.backToSignIn}</a>
          </p>
        </>
      )}
    </section>
  );
}
