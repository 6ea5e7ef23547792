/**
 * One preferred store on the Personal Information page (account-signin.md §3 "bannerSpecificDetails"): the banner,
 * then the store's name and address as the store directory has them (the directory's chart,
 * machines/rx/storeDetails, given by src/); its number alone when the directory does not know it or cannot answer.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { PROFILE_LABELS } from '../../domain/account/profile';

export function PreferredStoreView({
  bannerTitle,
  storeNumber,
  actor,
}: {
  bannerTitle: string;
  storeNumber: string | null;
  /** The directory's answer for the store; none when the profile names no store. */
  actor: ActorRefFrom<typeof storeDetailsMachine> | null;
}) {
  return (
    <>
      <strong>{bannerTitle}</strong>
      {': '}
      {actor ? (
        <StoreFromDirectory actor={actor} storeNumber={storeNumber ?? ''} />
      ) : (
        <span>{storeNumber ? PROFILE_LABELS.storeNumber(storeNumber) : PROFILE_LABELS.notProvided}</span>
      )}
    </>
  );
}

function StoreFromDirectory({
  actor,
  storeNumber,
}: {
  actor: ActorRefFrom<typeof storeDetailsMachine>;
  storeNumber: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({ loading: s.hasTag('busy'), facility: s.matches('ready') ? s.context.facility : null }),
    shallowEqual,
  );
  if (view.loading) return <span role="status">{PROFILE_LABELS.storeLoading}</span>;
  if (!view.facility) return <span>{PROFILE_LABELS.storeNumber(storeNumber)}</span>;
  const { vanityName, address } = view.facility;
  return (
    <>
      <span>{vanityName}</span>
      <address>
        {address.address1}, {address.city}, {address.state} {address.zipCode}
      </address>
    </>
  );
}
