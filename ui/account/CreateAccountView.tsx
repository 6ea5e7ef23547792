/** /account/create: create an account (thin view of machines/account/createAccount); 'Sign In' opens the modal. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import {
  CREATE_ACCOUNT_TEXTS,
  EMAIL_RULES,
  NAME_RULES,
  NEW_PASSWORD_RULES,
} from '../../src/domain/account/accountEntry';
import { Alert } from '../kit/Alert';
import { TextField } from '../kit/fields';
import { useKitForm } from '../kit/useKitForm';
import './account.css';

const RULES = {
  firstName: NAME_RULES,
  lastName: NAME_RULES,
  email: EMAIL_RULES,
  password: NEW_PASSWORD_RULES,
};
const SHAPE = { firstName: 'string', lastName: 'string', email: 'string', password: 'string' } as const;

export function CreateAccountView({
  actor,
  bannerTitle,
  onOpenSignIn,
  modal,
}: {
  actor: ActorRefFrom<typeof createAccountMachine>;
  bannerTitle: string;
  onOpenSignIn: () => void;
  /** The sign-in modal, when open. */
  modal: ReactNode;
}) {
  const view = useSelector(actor, (s) => ({ busy: s.hasTag('busy'), error: s.context.error }), shallowEqual);
  const kit = useKitForm({
    defaults: { firstName: '', lastName: '', email: '', password: '' },
    rules: RULES,
    shape: SHAPE,
  });
  return (
    <section className="card account-page" aria-labelledby="create-title">
      <h1 id="create-title">{CREATE_ACCOUNT_TEXTS.heading}</h1>
      <p>{CREATE_ACCOUNT_TEXTS.intro(bannerTitle)}</p>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <form
        noValidate
        onSubmit={kit.handleSubmit((values) =>
          actor.send({
            type: 'create.submit',
            request: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              password: values.password,
            },
          }),
        )}
      >
        <TextField
          id="create-first"
          label={CREATE_ACCOUNT_TEXTS.firstName}
          autoComplete="given-name"
          binding={kit.register('firstName')}
          error={kit.errorOf('firstName')}
        />
        <TextField
          id="create-last"
          label={CREATE_ACCOUNT_TEXTS.lastName}
          autoComplete="family-name"
          binding={kit.register('lastName')}
          error={kit.errorOf('lastName')}
        />
        <TextField
          id="create-email"
          label={CREATE_ACCOUNT_TEXTS.email}
          type="email"
          autoComplete="email"
          binding={kit.register('email')}
          error={kit.errorOf('email')}
        />
        <TextField
          id="create-password"
          label={CREATE_ACCOUNT_TEXTS.password}
          type="password"
          autoComplete="new-password"
          binding={kit.register('password')}
          error={kit.errorOf('password')}
        />
        <button type="submit" className="button button--primary sign-in__submit" disabled={view.busy}>
          {CREATE_ACCOUNT_TEXTS.submit}
        </button>
      </form>
      <p className="sign-in__footer">
        {CREATE_ACCOUNT_TEXTS.haveAccount}{' '}
        <button type="button" className="link-button" onClick={onOpenSignIn}>
          {CREATE_ACCOUNT_TEXTS.signIn}
        </button>
      </p>
      {modal}
    </section>
  );
}
