import { ProfileView } from '../../ui/account/ProfileView';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { HealthLayout } from '../../ui/health/HealthLayout';

export default function ProfileRoute() {
  return (
    <RequireSignIn>
      <HealthLayout>
        <ProfileView />
      </HealthLayout>
    </RequireSignIn>
  );
}
