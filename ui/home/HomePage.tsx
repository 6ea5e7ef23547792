/**
 * The banner's home page at / (issue 13 point 12): leads to what the product offers, signed in or out: the
 * account, health and pharmacy (banners with a pharmacy), the shopper's My Wallet page (the payment wallet, where
 * the product has one to show) and help. A thin view: what to offer comes in props and the session's tag.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/shared/session/session.machine';
import { HOME_TEXTS } from '../../domain/home';
import { HEALTH_PATH, HELP_PATHS, PROFILE_PATH, SIGN_IN_PATH } from '../../domain/shell';
import type { Banding } from '../app/services';
import './home.css';

export interface HomePageProps {
  banner: Banding;
  session: ActorRefFrom<typeof sessionMachine>;
  createAccount: { href: string; external: boolean };
  /**
   * The shopper's My Wallet page, and the way there for a signed-out shopper (sign in first, then on to it); null
   * where the product has none to show.
   */
  wallet: { href: string; signInHref: string } | null;
  /** Opens a link in a new tab (a partner site). */
  newTabLabel: string;
  /**
   * Sandbox only: the banners that have demo accounts (a full page load of `href` switches the banner); null
   * outside the sandbox.
   */
  demoAccounts?: Array<{ title: string; href: string; emails: readonly string[]; current: boolean }> | null;
}

function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="card home__card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

export function HomePage({
  banner,
  session,
  createAccount,
  wallet,
  newTabLabel,
  demoAccounts = null,
}: HomePageProps) {
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'));
  return (
    <div className="home">
      <section className="home__intro" aria-labelledby="home-title">
        <h1 id="home-title">{HOME_TEXTS.heading(banner.title)}</h1>
        <p>{HOME_TEXTS.intro(banner.features.pharmacy)}</p>
      </section>
      <div className="home__grid">
        <Card id="home-account" heading={HOME_TEXTS.account.heading}>
          <p>{signedIn ? HOME_TEXTS.account.signedIn : HOME_TEXTS.account.signedOut}</p>
          {signedIn ? (
            <Link className="button button--primary" to={PROFILE_PATH}>
              {HOME_TEXTS.account.profile}
            </Link>
          ) : (
            <p className="home__actions">
              <Link className="button button--primary" to={SIGN_IN_PATH}>
                {HOME_TEXTS.account.signIn}
              </Link>
              {createAccount.external ? (
                <a className="button" href={createAccount.href} target="_blank" rel="noopener noreferrer">
                  {HOME_TEXTS.account.createAccount}
                  <span className="visually-hidden"> {newTabLabel}</span>
                </a>
              ) : (
                <Link className="button" to={createAccount.href}>
                  {HOME_TEXTS.account.createAccount}
                </Link>
              )}
            </p>
          )}
        </Card>
        {banner.features.pharmacy && (
          <Card id="home-health" heading={HOME_TEXTS.health.heading}>
            <p>{HOME_TEXTS.health.text}</p>
            <Link className="button" to={HEALTH_PATH}>
              {HOME_TEXTS.health.open}
            </Link>
          </Card>
        )}
        {wallet && (
          <Card id="home-wallet" heading={HOME_TEXTS.wallet.heading}>
            <p>{HOME_TEXTS.wallet.text}</p>
            <Link className="button" to={signedIn ? wallet.href : wallet.signInHref}>
              {HOME_TEXTS.wallet.open}
            </Link>
          </Card>
        )}
        {demoAccounts && !signedIn && (
          <Card id="home-demo" heading={HOME_TEXTS.demo.heading}>
            <p>{HOME_TEXTS.demo.text}</p>
            <ul className="plain-list">
              {demoAccounts.map((d) => (
                <li key={d.title}>
                  {d.current ? (
                    <strong>
                      {d.title} {HOME_TEXTS.demo.here}
                    </strong>
                  ) : (
                    // Another banner: a full page load chooses it (the banner is read when the app starts).
                    <a href={d.href}>{HOME_TEXTS.demo.open(d.title)}</a>
                  )}
                  : {d.emails.join(', ')}
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card id="home-help" heading={HOME_TEXTS.help.heading}>
          <ul className="plain-list">
            <li>
              <Link to={HELP_PATHS.faq}>{HOME_TEXTS.help.faq}</Link>
            </li>
            <li>
              <Link to={HELP_PATHS.contact}>{HOME_TEXTS.help.contact}</Link>
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
