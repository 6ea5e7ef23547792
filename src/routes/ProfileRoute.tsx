import { ProfileView } from '../../ui/account/ProfileView';
import { usePageTitle } from '../../ui/app/pageTitle';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { useServices } from '../../ui/app/services';
import { HealthLayout } from '../../ui/health/HealthLayout';
import { PAGE_TITLES } from '../domain/titles';

export default function ProfileRoute() {
  const { banner } = useServices();
  usePageTitle(PAGE_TITLES.profile);
  return (
    <RequireSignIn>
      {/* The health navigation's 'Profile & Settings' only where the banner has the health area (point 13). */}
      {banner.features.pharmacy ? (
        <HealthLayout>
          <ProfileView />
        </HealthLayout>
      ) : (
        <ProfileView />
      )}
    </RequireSignIn>
  );
}
