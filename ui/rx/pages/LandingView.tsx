/**
 * /rx and /rx/landing-page, My Prescriptions (pharmacy-portal.md §2.1): what the pharmacy offers and the shopper's
 * next step, chosen by src/ (signed out: sign in, or refill and transfer as a guest; signed in: the step the
 * customer status asks for). After a timeout (errorCode=sessionTimeout) it says why the shopper was signed out.
 */
import { Link } from 'react-router-dom';
import { LANDING_TEXTS } from '../../../domain/rx/shell';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';

export type LandingStep =
  | { kind: 'checking' }
  | {
      kind: 'signIn';
      signInHref: string;
      createAccountHref: string;
      guestRefillHref: string;
      guestTransferHref: string;
    }
  | { kind: 'go'; prompt: string; label: string; href: string }
  | { kind: 'notice'; prompt: string };

export function LandingView({ step, message }: { step: LandingStep; message: string | null }) {
  return (
    <section className="card">
      <RxPageHeader title={LANDING_TEXTS.title} description={<p>{LANDING_TEXTS.intro}</p>} />
      {message && (
        <Alert tone="info">
          <p>{message}</p>
        </Alert>
      )}
      {step.kind === 'checking' && <Spinner label={LANDING_TEXTS.loading} />}
      {step.kind === 'signIn' && (
        <>
          <p>{LANDING_TEXTS.signInPrompt}</p>
          <div className="rx-actions">
            <Link className="button button--primary" to={step.signInHref}>
              {LANDING_TEXTS.signIn}
            </Link>
            <Link className="button" to={step.createAccountHref}>
              {LANDING_TEXTS.createAccount}
            </Link>
          </div>
          <h2>{LANDING_TEXTS.guestHeading}</h2>
          <ul className="plain-list">
            <li>
              <Link to={step.guestRefillHref}>{LANDING_TEXTS.guestRefill}</Link>
            </li>
            <li>
              <Link to={step.guestTransferHref}>{LANDING_TEXTS.guestTransfer}</Link>
            </li>
          </ul>
        </>
      )}
      {step.kind === 'go' && (
        <>
          <p>{step.prompt}</p>
          <div className="rx-actions">
            <Link className="button button--primary" to={step.href}>
              {step.label}
            </Link>
          </div>
        </>
      )}
      {step.kind === 'notice' && <p>{step.prompt}</p>}
    </section>
  );
}
