/**
 * /account/create: create an account (thin view of machines/account/createAccount); 'Sign In' opens the modal.
 * The password rules show with the field from the start, with a show/hide toggle; after creating, a welcome
 * that says what was sent. With a Google identity (social create) the names come prefilled, the email is
 * Google's and no password is asked for.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import {
  CREATE_ACCOUNT_TEXTS,
  EMAIL_RULES,
  NAME_RULES,
  NEW_PASSWORD_RULES,
} from '../../domain/account/accountEntry';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { Alert } from '../kit/Alert';
import { PasswordToggle, TextField } from '../kit/fields';
import { useKitForm } from '../kit/useKitForm';
import './account.css';

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
  const view = useSelector(
    actor,
    (s) => ({
      busy: s.hasTag('busy'),
      error: s.context.error,
      social: s.context.social,
      welcome: s.matches('welcome') || s.matches('done') ? s.context.created : null,
    }),
    shallowEqual,
  );
  const social = view.social;
  const [showPassword, setShowPassword] = useState(false);
  const kit = useKitForm({
    defaults: {
      firstName: social?.firstName ?? '',
      lastName: social?.lastName ?? '',
      email: social?.email ?? '',
      password: '',
    },
    rules: {
      firstName: NAME_RULES,
      lastName: NAME_RULES,
      email: EMAIL_RULES,
      ...(social ? {} : { password: NEW_PASSWORD_RULES }),
    },
    shape: SHAPE,
  });
  const welcomeHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view.welcome) welcomeHeading.current?.focus();
  }, [view.welcome]);

  if (view.welcome) {
    return (
      <section className="card account-page" aria-labelledby="create-title">
        <h1 id="create-title" tabIndex={-1} ref={welcomeHeading}>
          {CREATE_ACCOUNT_TEXTS.welcomeHeading(bannerTitle)}
        </h1>
        <Alert tone="success">
          <p>{CREATE_ACCOUNT_TEXTS.welcome(view.welcome.firstName)}</p>
          {!view.welcome.emailVerified && <p>{CREATE_ACCOUNT_TEXTS.verificationSent(view.welcome.email)}</p>}
        </Alert>
        <button
          type="button"
          className="button button--primary sign-in__submit"
          onClick={() => actor.send({ type: 'create.continue' })}
        >
          {CREATE_ACCOUNT_TEXTS.continue}
        </button>
      </section>
    );
  }

  return (
    <section className="card account-page" aria-labelledby="create-title">
      <h1 id="create-title">{CREATE_ACCOUNT_TEXTS.heading}</h1>
      <p>
        {social ? CREATE_ACCOUNT_TEXTS.socialIntro(bannerTitle) : CREATE_ACCOUNT_TEXTS.intro(bannerTitle)}
      </p>
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <form
        noValidate
        onSubmit={kit.handleSubmit(
          (values) =>
            actor.send({
              type: 'create.submit',
              request: {
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                email: values.email.trim(),
                ...(social ? {} : { password: values.password }),
              },
            }),
          () => actor.send({ type: 'create.submitInvalid' }),
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
          readOnly={social !== null}
          hint={social ? CREATE_ACCOUNT_TEXTS.socialEmailNote : undefined}
        />
        {!social && (
          <TextField
            id="create-password"
            label={CREATE_ACCOUNT_TEXTS.password}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            binding={kit.register('password')}
            error={kit.errorOf('password')}
            hint={CREATE_ACCOUNT_TEXTS.passwordHint}
            after={
              <PasswordToggle
                controls="create-password"
                shown={showPassword}
                onToggle={() => setShowPassword((v) => !v)}
                labels={{ show: SIGN_IN_LABELS.showPassword, hide: SIGN_IN_LABELS.hidePassword }}
              />
            }
          />
        )}
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
