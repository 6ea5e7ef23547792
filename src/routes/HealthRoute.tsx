import { HealthHome } from '../../ui/health/HealthHome';
import { HealthLayout } from '../../ui/health/HealthLayout';

export default function HealthRoute() {
  return (
    <HealthLayout>
      <HealthHome />
    </HealthLayout>
  );
}
