/**
 * The sign-in page and form (account-signin.md §2 "Sign-in form", "Banner specifics", "Other page behaviour";
 * §4 results; §5 validation). A thin view of the sign-in chart (machines/account/signIn): it renders the
 * chart's state and sends events. The same component is the body of the 'Sign In' modal.
 * Form state uses the field kit's light hook (ui/kit/useLightForm.ts) to keep /signin within its first-load
 * budget; the rules and messages are the domain's.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { selectSignInView } from '../../machines/account/signIn/signIn.selectors';
import {
  KEEP_SIGNED_IN_DEFAULT,
  SIGN_IN_LABELS,
  SIGN_IN_RESULT_MESSAGES,
  SIGN_IN_ROUTES,
  SIGN_IN_RULES,
} from '../../domain/account/signIn';
import { Alert } from '../kit/Alert';
import { CheckboxField, PasswordToggle, TextField } from '../kit/fields';
import { Spinner } from '../kit/Spinner';
import { useLightForm } from '../kit/useLightForm';
import './account.css';

export interface SignInPageProps {
  actor: ActorRefFrom<typeof signInMachine>;
  bannerTitle: string;
  /** Banner specifics (§2) and page options. */
  options: {
    termsRequired: boolean;
    siteUpdateNotice: boolean;
    firstVisitNotice: boolean;
    hideSocialOnSmallScreens: boolean;
    createAccount: { href: string; external: boolean };
    contact: { href: string; external: boolean };
    /** A custom call-to-action instead of the description. */
    callToAction?: string | null;
    /** The remembered-session-lapsed notice (from the session). */
    lapsed: boolean;
    /** The hidden tracking frame's address, or null when it is hidden (Rx page, modal). */
    trackingFrameUrl: string | null;
    /** Heading level: the page has an h1, the modal its own title. */
    headingLevel: 1 | 2;
  };
  /** Same-site navigation for in-app links (router). */
  onNavigate: (to: string) => void;
}

type Values = { email: string; password: string; rememberMe: boolean; terms: boolean };

export function SignInPage({ actor, bannerTitle, options, onNavigate }: SignInPageProps) {
  const view = useSelector(actor, selectSignInView, shallowEqual);
  const showGoogle = view.showGoogle;
  const [mounted, setMounted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // The service's last answer, hidden once the shopper submits again with field errors: an old "incorrect
  // password" must not stand beside new field messages (issue 13 point 9). A new try shows the new answer.
  const [staleAnswer, setStaleAnswer] = useState<string | null>(null);
  const answer = view.error !== staleAnswer ? view.error : null;
  const area = useRef<HTMLElement>(null);
  const rules = useRef({
    email: SIGN_IN_RULES.email,
    password: SIGN_IN_RULES.password,
    ...(options.termsRequired ? { terms: SIGN_IN_RULES.terms } : {}),
  }).current;
  const form = useLightForm<Values>({
    defaults: { email: '', password: '', rememberMe: KEEP_SIGNED_IN_DEFAULT, terms: false },
    rules,
  });
  const { setValue, focus } = form;

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (view.submitting) setStaleAnswer(null);
  }, [view.submitting]);
  // §2: on an error the page scrolls to and focuses the sign-in area.
  useEffect(() => {
    if (!view.error || !area.current) return;
    area.current.scrollIntoView?.({ block: 'start' });
    area.current.focus();
  }, [view.error]);
  // §4 social link needed: the email is filled and locked, the password focused.
  useEffect(() => {
    if (view.lockedEmail === null) return;
    setValue('email', view.lockedEmail);
    focus('password');
  }, [view.lockedEmail, setValue, focus]);

  if (view.mode === 'leaving') {
    return (
      <section className="card sign-in" aria-labelledby="sign-in-title">
        <Spinner label={SIGN_IN_LABELS.redirecting} />
      </section>
    );
  }

  const Heading = options.headingLevel === 1 ? 'h1' : 'h2';
  const submit = form.handleSubmit(
    (values) =>
      actor.send({
        type: 'signIn.submit',
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
      }),
    () => setStaleAnswer(view.error),
  );
  const inApp = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    event.preventDefault();
    onNavigate(to);
  };
  const forgot = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    actor.send({ type: 'signIn.forgotPassword' });
  };
  const termsMissing = options.termsRequired && !form.values.terms;
  const newTab = <span className="visually-hidden"> {SIGN_IN_LABELS.newTab}</span>;

  return (
    <section ref={area} className="card sign-in" aria-labelledby="sign-in-title" tabIndex={-1}>
      <Heading id="sign-in-title">{SIGN_IN_LABELS.heading}</Heading>
      <p>{options.callToAction ?? SIGN_IN_LABELS.description(bannerTitle)}</p>
      {options.lapsed && <Alert tone="info">{SIGN_IN_LABELS.lapsed}</Alert>}
      {view.passwordResetNotice && <Alert tone="success">{view.passwordResetNotice}</Alert>}
      {options.siteUpdateNotice && (
        <Alert tone="info">
          <p>{SIGN_IN_LABELS.siteUpdate.text}</p>
          <a href={SIGN_IN_ROUTES.forgotPassword} onClick={forgot}>
            {SIGN_IN_LABELS.siteUpdate.link}
          </a>
        </Alert>
      )}
      {options.firstVisitNotice && !view.deleteMode && (
        <Alert tone="info">
          <p>{SIGN_IN_LABELS.firstVisit.text}</p>
          <a href={SIGN_IN_ROUTES.create} onClick={(e) => inApp(e, SIGN_IN_ROUTES.create)}>
            {SIGN_IN_LABELS.firstVisit.link}
          </a>
        </Alert>
      )}
      {view.socialLinkMessage && <Alert tone="info">{view.socialLinkMessage}</Alert>}
      {view.socialCreateMessage && (
        <Alert tone="error">
          <p>{view.socialCreateMessage}</p>
          <a
            href={view.socialCreateHref}
            onClick={(event) => {
              event.preventDefault();
              actor.send({ type: 'signIn.createWithGoogle' });
            }}
          >
            {SIGN_IN_RESULT_MESSAGES.socialCreateLink}
          </a>
        </Alert>
      )}
      {answer && <Alert tone="error">{answer}</Alert>}
      {showGoogle && (
        <div className={options.hideSocialOnSmallScreens ? 'sign-in__social--hide-small' : undefined}>
          <button
            type="button"
            className="button sign-in__google"
            aria-disabled={!view.googleReady || view.submitting}
            aria-describedby={view.googleUnavailableMessage ? 'google-unavailable' : undefined}
            data-loading={view.googleLoading ? '' : undefined}
            onClick={() => {
              if (!view.googleReady || view.submitting) return;
              // The required terms come first, as for Sign In (issue 13 point 4): the checkbox says why.
              if (options.termsRequired && !form.checkOne('terms')) return;
              actor.send({ type: 'signIn.googleStart', rememberMe: form.values.rememberMe });
            }}
          >
            {SIGN_IN_LABELS.google}
          </button>
          {view.googleUnavailableMessage && (
            <p id="google-unavailable" className="sign-in__note" role="status">
              {view.googleUnavailableMessage}
            </p>
          )}
          <p className="sign-in__divider">{SIGN_IN_LABELS.or}</p>
        </div>
      )}
      {/* post: should the form ever submit natively (before the app runs), nothing typed goes into an address. */}
      <form method="post" noValidate onSubmit={submit} data-mounted={mounted ? '' : undefined}>
        <TextField
          id="email"
          label={SIGN_IN_LABELS.email}
          type="email"
          autoComplete="username"
          binding={form.register('email')}
          error={form.errors.email}
          readOnly={view.lockedEmail !== null}
        />
        <TextField
          id="password"
          label={SIGN_IN_LABELS.password}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          binding={form.register('password')}
          error={form.errors.password}
          after={
            <PasswordToggle
              controls="password"
              shown={showPassword}
              onToggle={() => setShowPassword((v) => !v)}
              labels={{ show: SIGN_IN_LABELS.showPassword, hide: SIGN_IN_LABELS.hidePassword }}
            />
          }
        />
        <div className="sign-in__row">
          {!view.deleteMode && (
            <CheckboxField
              id="rememberMe"
              label={SIGN_IN_LABELS.keepSignedIn}
              binding={form.register('rememberMe')}
            />
          )}
          <a href={view.forgotPasswordHref} onClick={forgot}>
            {SIGN_IN_LABELS.forgotPassword}
          </a>
        </div>
        {options.termsRequired && (
          <CheckboxField
            id="terms"
            binding={form.register('terms')}
            error={form.errors.terms}
            label={
              <>
                {SIGN_IN_LABELS.terms.lead}{' '}
                <a href={SIGN_IN_ROUTES.terms} target="_blank" rel="noopener noreferrer">
                  {SIGN_IN_LABELS.terms.termsLink}
                  {newTab}
                </a>{' '}
                {SIGN_IN_LABELS.terms.and}{' '}
                <a href={SIGN_IN_ROUTES.privacy} target="_blank" rel="noopener noreferrer">
                  {SIGN_IN_LABELS.terms.privacyLink}
                  {newTab}
                </a>
              </>
            }
          />
        )}
        <button
          type="submit"
          className="button button--primary sign-in__submit"
          disabled={!mounted || view.submitting}
          // §2: disabled while the terms are unticked; still pressable, so Enter and a click say why (point 4).
          aria-disabled={termsMissing || undefined}
        >
          {SIGN_IN_LABELS.submit}
        </button>
      </form>
      {!view.deleteMode && (
        <>
          <p className="sign-in__divider">{SIGN_IN_LABELS.newTo(bannerTitle)}</p>
          <a
            className="button sign-in__submit"
            href={options.createAccount.href}
            {...(options.createAccount.external
              ? { target: '_blank', rel: 'noopener noreferrer' }
              : { onClick: (e: MouseEvent<HTMLAnchorElement>) => inApp(e, options.createAccount.href) })}
          >
            {SIGN_IN_LABELS.createAccount}
            {options.createAccount.external && newTab}
          </a>
        </>
      )}
      <p className="sign-in__footer">
        {SIGN_IN_LABELS.footerLead} <a href={SIGN_IN_ROUTES.faq}>{SIGN_IN_LABELS.faq}</a>{' '}
        {SIGN_IN_LABELS.footerOr}{' '}
        {options.contact.external ? (
          <a href={options.contact.href} target="_blank" rel="noopener noreferrer">
            {SIGN_IN_LABELS.contact}
            {newTab}
          </a>
        ) : (
          <a href={options.contact.href}>{SIGN_IN_LABELS.contact}</a>
        )}
      </p>
      {options.trackingFrameUrl !== null && (
        <iframe
          className="sign-in__tracking"
          title={SIGN_IN_LABELS.trackingFrameTitle}
          src={options.trackingFrameUrl}
          hidden
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
    </section>
  );
}
