/** The tracker page's binding (pharmacy-portal.md §2.3): reads the tracker actor's view and sends its events. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { trackerMachine } from '../../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../../machines/rx/tracker/tracker.selectors';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import type { TrackerSection } from '../../../domain/rx/tracker';
import { RxPageHeader } from '../shell/RxPageHeader';
import { TrackerView } from './TrackerView';

export function TrackerPage({
  actor,
  pathname,
  logo,
  delivery,
}: {
  actor: ActorRefFrom<typeof trackerMachine>;
  pathname: string;
  logo: string;
  delivery: boolean;
}) {
  const view = useSelector(actor, selectTrackerView, shallowEqual);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.tracker} />
      <TrackerView
        view={view}
        pathname={pathname}
        logo={logo}
        delivery={delivery}
        onSelectPatient={(patientNumber) => actor.send({ type: 'tracker.selectPatient', patientNumber })}
        onSection={(section: TrackerSection) => actor.send({ type: 'tracker.scrollTo', section })}
        onOpenCard={(rxRecordNumber) => actor.send({ type: 'tracker.openCard', rxRecordNumber })}
        onRetry={() => actor.send({ type: 'tracker.load' })}
      />
    </section>
  );
}
