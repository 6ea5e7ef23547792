/**
 * /account/profile, Personal Information (account-signin.md §3 "Customer profile"). Each preferred store shows its
 * name and address, read from the store directory (pharmacy-portal.md §7.4 GET /facilities?filter.id=, public) by the
 * store chart, one per store; the banner by its title.
 */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { PreferredStoreView } from '../../ui/account/PreferredStoreView';
import { ProfileView } from '../../ui/account/ProfileView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { useServices } from '../../ui/app/services';
import { HealthLayout } from '../../ui/health/HealthLayout';
import { getBanner } from '../../domain/banners/registry';
import { type BannerSpecificDetail, preferredStoreFacilityId } from '../../domain/account/profile';
import { PAGE_TITLES } from '../../domain/titles';
import { createRxApiLoader } from '../rx/apiLoader';
import { storeDetailsMachineFor } from '../rx/stores';

function StoreFromDirectory({
  bannerTitle,
  detail,
  facilityId,
}: {
  bannerTitle: string;
  detail: BannerSpecificDetail;
  facilityId: string;
}) {
  const app = useServices();
  const machine = useMemo(() => storeDetailsMachineFor(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, { input: { facilityId }, inspect: app.inspect });
  return (
    <PreferredStoreView bannerTitle={bannerTitle} storeNumber={detail.preferredStoreNumber} actor={actor} />
  );
}

function PreferredStore({ detail }: { detail: BannerSpecificDetail }) {
  const bannerTitle = getBanner(detail.banner)?.title ?? detail.banner;
  const facilityId = preferredStoreFacilityId(detail);
  return facilityId ? (
    <StoreFromDirectory bannerTitle={bannerTitle} detail={detail} facilityId={facilityId} />
  ) : (
    <PreferredStoreView bannerTitle={bannerTitle} storeNumber={null} actor={null} />
  );
}

const renderStore = (detail: BannerSpecificDetail) => <PreferredStore detail={detail} />;

export default function ProfileRoute() {
  const { banner } = useServices();
  usePageTitle(PAGE_TITLES.profile);
  return (
    <RequireSignIn>
      {/* The health navigation's 'Profile & Settings' only where the banner has the health area (point 13). */}
      {banner.features.pharmacy ? (
        <HealthLayout>
          <ProfileView renderStore={renderStore} />
        </HealthLayout>
      ) : (
        <ProfileView renderStore={renderStore} />
      )}
    </RequireSignIn>
  );
}
