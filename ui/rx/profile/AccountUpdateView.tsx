/**
 * /rx/account/update, Sign In Information (pharmacy-portal.md §2.1, "cart off"): what a shopper can change about
 * their sign-in, as links to the account pages that exist, and where the pharmacy's own details are.
 */
import { Link } from 'react-router-dom';
import { ACCOUNT_UPDATE_TEXTS } from '../../../domain/rx/profile';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import './profile.css';

export interface AccountLinks {
  personal: string;
  password: string;
  deleteAccount: string;
}

export function AccountUpdateView({ links }: { links: AccountLinks }) {
  const rows = [
    { to: links.personal, label: ACCOUNT_UPDATE_TEXTS.personal, text: ACCOUNT_UPDATE_TEXTS.personalText },
    { to: links.password, label: ACCOUNT_UPDATE_TEXTS.password, text: ACCOUNT_UPDATE_TEXTS.passwordText },
    {
      to: links.deleteAccount,
      label: ACCOUNT_UPDATE_TEXTS.deleteAccount,
      text: ACCOUNT_UPDATE_TEXTS.deleteAccountText,
    },
  ];
  return (
    <div className="rx-profile">
      <section className="card rx-profile__section" aria-labelledby="rx-account-title">
        <h2 id="rx-account-title">{ACCOUNT_UPDATE_TEXTS.heading}</h2>
        <p>{ACCOUNT_UPDATE_TEXTS.intro}</p>
        <ul className="rx-profile__list">
          {rows.map((r) => (
            <li key={r.to} className="rx-profile__item">
              <Link to={r.to}>{r.label}</Link>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card rx-profile__section" aria-labelledby="rx-account-pharmacy">
        <h2 id="rx-account-pharmacy">{ACCOUNT_UPDATE_TEXTS.pharmacy}</h2>
        <p>{ACCOUNT_UPDATE_TEXTS.pharmacyText}</p>
        <Link to={RX_PATHS_UI.patientProfile}>{ACCOUNT_UPDATE_TEXTS.patientProfile}</Link>
      </section>
    </div>
  );
}
