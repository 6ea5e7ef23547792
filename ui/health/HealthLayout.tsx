import type { ReactNode } from 'react';
import { HealthNav } from './HealthNav';

/** Two columns on desktop (navigation left), stacked on mobile with the collapsible 'Health Menu' first. */
export function HealthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="health-layout">
      <aside className="health-layout__nav">
        <HealthNav />
      </aside>
      <div className="health-layout__content">{children}</div>
    </div>
  );
}
