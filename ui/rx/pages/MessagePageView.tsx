/** A pharmacy page that says one thing and offers a way on (the CIAM error and identity-failure pages, §2.1). */
import type { ReactNode } from 'react';
import { RxPageHeader } from '../shell/RxPageHeader';

export function MessagePageView({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <section className="card">
      <RxPageHeader title={title} />
      <p>{text}</p>
      <div className="rx-actions">{actions}</div>
    </section>
  );
}
