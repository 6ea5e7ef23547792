/** Minimal password sign-in (foundation slice). The full sign-in page of account-signin.md §2 replaces it. */
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_IN_LABELS, validateSignIn } from '../../src/domain/account/signIn';
import { safeRedirectPath } from '../../src/domain/shell';
import { useServices } from '../app/services';
import { Alert } from '../kit/Alert';

export function SignInForm() {
  const { session, banner } = useServices();
  const view = useSelector(
    session,
    (s) => ({
      submitting: s.matches('signingIn'),
      signedIn: s.hasTag('signedIn'),
      error: s.context.signInError,
      lapsed: s.context.info?.rememberedSessionLapsed ?? false,
    }),
    shallowEqual,
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const redirectTo = safeRedirectPath(params.get('redirectUrl'));

  useEffect(() => {
    if (view.signedIn) navigate(redirectTo, { replace: true });
  }, [view.signedIn, navigate, redirectTo]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      rememberMe: data.get('rememberMe') === 'on',
    };
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    session.send({ type: 'session.signIn', credentials: values });
  }

  return (
    <section className="card sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{SIGN_IN_LABELS.heading}</h1>
      <p>{SIGN_IN_LABELS.description(banner.title)}</p>
      {view.lapsed && <Alert tone="info">{SIGN_IN_LABELS.lapsed}</Alert>}
      {view.error && <Alert tone="error">{view.error}</Alert>}
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="email">{SIGN_IN_LABELS.email}</label>
          <input
            ref={emailRef}
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
          {errors.email && (
            <p id="email-error" className="field__error">
              {errors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="password">{SIGN_IN_LABELS.password}</label>
          <input
            ref={passwordRef}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
          {errors.password && (
            <p id="password-error" className="field__error">
              {errors.password}
            </p>
          )}
        </div>
        <div className="field field--checkbox">
          <input id="rememberMe" name="rememberMe" type="checkbox" defaultChecked />
          <label htmlFor="rememberMe">{SIGN_IN_LABELS.keepSignedIn}</label>
        </div>
        <button type="submit" className="button button--primary" disabled={view.submitting}>
          {SIGN_IN_LABELS.submit}
        </button>
      </form>
    </section>
  );
}
