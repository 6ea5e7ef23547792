import { Navigate } from 'react-router-dom';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { HealthHome } from '../../ui/health/HealthHome';
import { HealthLayout } from '../../ui/health/HealthLayout';
import { HOME_PATH } from '../../domain/shell';
import { PAGE_TITLES } from '../../domain/titles';

export default function HealthRoute() {
  const { banner } = useServices();
  usePageTitle(PAGE_TITLES.health);
  // A banner without a pharmacy offers no health area (issue 13 point 13): its home page instead.
  if (!banner.features.pharmacy) return <Navigate replace to={HOME_PATH} />;
  return (
    <HealthLayout>
      <HealthHome />
    </HealthLayout>
  );
}
