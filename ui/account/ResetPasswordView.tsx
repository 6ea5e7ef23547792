/** /account/reset-password?token=…: set a new password (thin view of machines/account/resetPassword). */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { NEW_PASSWORD_RULES, RESET_PASSWORD_TEXTS } from '../../domain/account/accountEntry';
import { SIGN_IN_ROUTES } from '../../domain/account/signIn';
import { Alert } from '../kit/Alert';
import { TextField } from '../kit/fields';
import { useKitForm } from '../kit/useKitForm';
import './account.css';

export function ResetPasswordView({ actor }: { actor: ActorRefFrom<typeof resetPasswordMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({
      state: s.matches('missingToken') ? 'missing' : s.matches('tokenRejected') ? 'rejected' : 'form',
      busy: s.hasTag('busy'),
      error: s.context.error,
    }),
    shallowEqual,
  );
  const kit = useKitForm({
    defaults: { password: '', confirm: '' },
    rules: {
      password: NEW_PASSWORD_RULES,
      confirm: { required: true },
    },
    shape: { password: 'string', confirm: 'string' },
  });
  const requestNew = <a href={SIGN_IN_ROUTES.forgotPassword}>{RESET_PASSWORD_TEXTS.requestNew}</a>;
  return (
    <section className="card account-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{RESET_PASSWORD_TEXTS.heading}</h1>
      {view.state === 'missing' && (
        <>
          <Alert tone="error">{RESET_PASSWORD_TEXTS.missingToken}</Alert>
          {requestNew}
        </>
      )}
      {view.state === 'rejected' && (
        <>
          <Alert tone="error">{view.error}</Alert>
          {requestNew}
        </>
      )}
      {view.state === 'form' && (
        <>
          {view.error && <Alert tone="error">{view.error}</Alert>}
          <form
            noValidate
            onSubmit={kit.handleSubmit((values) => {
              if (values.password !== values.confirm) {
                kit.form.setError(
                  'confirm',
                  { message: RESET_PASSWORD_TEXTS.mismatch },
                  { shouldFocus: true },
                );
                return;
              }
              actor.send({ type: 'reset.submit', password: values.password });
            })}
          >
            <TextField
              id="new-password"
              label={RESET_PASSWORD_TEXTS.password}
              type="password"
              autoComplete="new-password"
              binding={kit.register('password')}
              error={kit.errorOf('password')}
            />
            <TextField
              id="confirm-password"
              label={RESET_PASSWORD_TEXTS.confirm}
              type="password"
              autoComplete="new-password"
              binding={kit.register('confirm')}
              error={kit.errorOf('confirm')}
            />
            <button type="submit" className="button button--primary sign-in__submit" disabled={view.busy}>
              {RESET_PASSWORD_TEXTS.submit}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
