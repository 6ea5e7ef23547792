/**
 * The prescriber quiz (pharmacy-portal.md §3 "Prescriber quiz", §4: 3 minutes to answer). A thin view of
 * machines/rx/prescriberQuiz: the prescribers as radio buttons, Next once one is chosen. The chart's clock decides when
 * the time has run out; the link flow then asks for the RX number.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { prescriberQuizMachine } from '../../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import { PRESCRIBER_TEXTS, prescriberName } from '../../../domain/rx/identity';
import { Spinner } from '../../kit/Spinner';

export function PrescriberQuizView({ actor }: { actor: ActorRefFrom<typeof prescriberQuizMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({
      choosing: s.matches('choosing') || s.matches('verifying'),
      options: s.context.quiz?.options ?? [],
      chosen: s.context.chosen,
      canSubmit: s.can({ type: 'prescriber.submit' }),
      busy: s.hasTag('busy'),
    }),
    shallowEqual,
  );
  if (!view.choosing) return <Spinner label={PRESCRIBER_TEXTS.loading} />;
  return (
    <form
      noValidate
      aria-labelledby="rx-prescriber-title"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'prescriber.submit' });
      }}
    >
      <h2 id="rx-prescriber-title">{PRESCRIBER_TEXTS.title}</h2>
      <fieldset className="rx-fieldset">
        <legend>{PRESCRIBER_TEXTS.intro}</legend>
        <p className="rx-note">{PRESCRIBER_TEXTS.timeLimit}</p>
        <ul className="rx-choices">
          {view.options.map((option) => (
            <li key={option.prescriberNumber}>
              <label className="rx-choice">
                <input
                  type="radio"
                  name="prescriber"
                  value={option.prescriberNumber}
                  checked={view.chosen === option.prescriberNumber}
                  disabled={view.busy}
                  onChange={() =>
                    actor.send({ type: 'prescriber.choose', prescriberNumber: option.prescriberNumber })
                  }
                />
                <span>{prescriberName(option)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {view.busy && <Spinner label={PRESCRIBER_TEXTS.loading} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={!view.canSubmit}>
          {PRESCRIBER_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
