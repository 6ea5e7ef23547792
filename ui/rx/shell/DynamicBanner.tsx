/** The dynamic banner message (pharmacy-portal.md §2.2, §7.5): the text collection's message while it is active, as
 *  a status region; messageKind sets how it reads, messageClass its variant (domain/rx/shell.ts). */
import { useSelector } from '@xstate/react';
import { BANNER_LABEL, bannerClass, bannerTone } from '../../../domain/rx/shell';
import { useRxServices } from '../services';

export function DynamicBanner() {
  const { dynamicBanner } = useRxServices();
  const message = useSelector(dynamicBanner, (s) => (s.matches('shown') ? s.context.message : null));
  if (!message) return null;
  const variant = bannerClass(message.messageClass);
  return (
    <section
      className={`rx-banner rx-banner--${bannerTone(message.messageKind)}${variant ? ` rx-banner--${variant}` : ''}`}
      aria-label={BANNER_LABEL}
    >
      <p role="status">{message.messageText}</p>
    </section>
  );
}
