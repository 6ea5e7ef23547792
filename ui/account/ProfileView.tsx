/** Personal information (account-signin.md §3 "Customer profile"): renders profileMachine; no fetching here. */
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { selectProfileView } from '../../machines/account/profile/profile.selectors';
import {
  type BannerSpecificDetail,
  type CustomerProfile,
  PROFILE_LABELS,
  PROFILE_MESSAGES,
} from '../../domain/account/profile';
import { DELETE_ACCOUNT_TEXTS } from '../../domain/account/accountEntry';
import { DELETE_ACCOUNT_PATH } from '../../domain/shell';
import { useServices } from '../app/services';
import { Alert } from '../kit/Alert';
import { Spinner } from '../kit/Spinner';

/** How a preferred store is shown (src/ reads its name and address from the store directory). */
export type RenderPreferredStore = (detail: BannerSpecificDetail) => ReactNode;

export function ProfileView({ renderStore }: { renderStore: RenderPreferredStore }) {
  const { profile } = useServices();
  const view = useSelector(profile, selectProfileView, shallowEqual);
  // Loads once: the chart skips repeat loads while loading, loaded or failed.
  useEffect(() => profile.send({ type: 'profile.load' }), [profile]);

  return (
    <section aria-labelledby="profile-title" className="card">
      <h1 id="profile-title">{PROFILE_LABELS.title}</h1>
      {(view.status === 'loading' || view.status === 'idle') && <Spinner label={PROFILE_MESSAGES.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{view.errorMessage}</p>
          <button
            type="button"
            className="button"
            onClick={() => profile.send({ type: 'profile.load', force: true })}
          >
            {PROFILE_LABELS.retry}
          </button>
        </Alert>
      )}
      {view.status === 'loaded' && view.profile && (
        <ProfileDetails profile={view.profile} renderStore={renderStore} />
      )}
      {/* account-signin.md §2 /account/delete (issue 13 point 7: it led to "Page not found"). */}
      <p className="profile__delete">
        <Link to={DELETE_ACCOUNT_PATH}>{DELETE_ACCOUNT_TEXTS.entry}</Link>
      </p>
    </section>
  );
}

function ProfileDetails({
  profile,
  renderStore,
}: {
  profile: CustomerProfile;
  renderStore: RenderPreferredStore;
}) {
  const notProvided = PROFILE_LABELS.notProvided;
  const rows: [string, string][] = [
    [PROFILE_LABELS.name, `${profile.firstName} ${profile.lastName}`],
    [PROFILE_LABELS.email, profile.emailAddress ?? notProvided],
    [
      PROFILE_LABELS.emailStatus,
      profile.isEmailConfirmed
        ? `${PROFILE_LABELS.confirmedOn} ${profile.dateRegistrationConfirmed ?? ''}`.trim()
        : PROFILE_LABELS.notConfirmed,
    ],
    [PROFILE_LABELS.mobilePhone, profile.mobilePhoneNumber ?? notProvided],
    [PROFILE_LABELS.homePhone, profile.homePhoneNumber ?? notProvided],
    [PROFILE_LABELS.loyaltyCard, profile.loyaltyCardNumber ?? notProvided],
    [PROFILE_LABELS.memberSince, profile.dateCreated ?? notProvided],
  ];
  return (
    <>
      <dl className="details">
        {rows.map(([term, value]) => (
          <div key={term} className="details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="details__row">
          <dt>{PROFILE_LABELS.homeAddress}</dt>
          <dd>
            {profile.address ? (
              <address>
                {profile.address.addressLine1}
                {profile.address.addressLine2 && (
                  <>
                    <br />
                    {profile.address.addressLine2}
                  </>
                )}
                <br />
                {profile.address.city}, {profile.address.stateCode} {profile.address.zip}
                <br />
                {profile.address.countryCode}
              </address>
            ) : (
              notProvided
            )}
          </dd>
        </div>
      </dl>
      {profile.bannerSpecificDetails.length > 0 && (
        <>
          <h2>{PROFILE_LABELS.preferredStores}</h2>
          <ul className="plain-list">
            {profile.bannerSpecificDetails.map((d) => (
              <li key={d.banner}>{renderStore(d)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
