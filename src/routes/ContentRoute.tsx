/** The help and legal pages (account-signin.md §2; issue 13 point 7): one content document each. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ArticleKind } from '../../api/contracts/content';
import { contentPageMachine } from '../../machines/shared/contentPage/contentPage.machine';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { ContentPageView } from '../../ui/help/ContentPageView';
import { accountServicesFor } from '../accountServices';
import { getBanner } from '../../domain/banners/registry';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { CONTENT_PAGE_TEXTS } from '../../domain/content';
import { PAGE_TITLES } from '../../domain/titles';

const TITLES: Record<ArticleKind, string> = {
  faq: PAGE_TITLES.faq,
  contact: PAGE_TITLES.contact,
  terms: PAGE_TITLES.terms,
  privacy: PAGE_TITLES.privacy,
};

export default function ContentRoute({ kind }: { kind: ArticleKind }) {
  usePageTitle(TITLES[kind]);
  const services = useServices();
  const machine = useMemo(
    () => contentPageMachine.provide({ actors: accountServicesFor(services.account!).contentPageActors }),
    [services.account],
  );
  const actor = useActorRef(machine, {
    input: { kind },
    ...(services.inspect ? { inspect: services.inspect } : {}),
  });
  return (
    <ContentPageView
      actor={actor}
      title={TITLES[kind]}
      extra={kind === 'contact' ? <ContactLines /> : null}
    />
  );
}

/** The banner's customer service line, and its own contact site where it has one (§2). */
function ContactLines() {
  const services = useServices();
  const caps = getBanner(services.banner.slug)?.capabilities;
  const phone = caps?.supportPhones.customerService;
  const external = caps?.externalContactUrl;
  const account = accountServicesFor(services.account!);
  return (
    <>
      {phone && (
        <p>
          {CONTENT_PAGE_TEXTS.callUs}: <a href={`tel:${phone}`}>{phone}</a>
        </p>
      )}
      {external && (
        <p>
          <a href={account.externalHref(external)} target="_blank" rel="noopener noreferrer">
            {CONTENT_PAGE_TEXTS.contactSite(services.banner.title)}
            <span className="visually-hidden"> {SIGN_IN_LABELS.newTab}</span>
          </a>
        </p>
      )}
    </>
  );
}
