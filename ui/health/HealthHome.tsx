import { HEALTH_HOME } from '../../domain/health/home';

export function HealthHome() {
  return (
    <section className="card" aria-labelledby="health-home-title">
      <h1 id="health-home-title">{HEALTH_HOME.title}</h1>
      <p>{HEALTH_HOME.intro}</p>
    </section>
  );
}
