/**
 * The step wizard (pharmacy-portal.md §2.2): an ordered list of the flow's steps, each active, complete or disabled.
 * A step the shopper may reach (up to the first incomplete one, domain/rx/wizard.ts) that is not the current one
 * is a button; the current step carries aria-current="step"; the others are plain text marked unavailable. The flow's
 * chart decides what a chosen step means: `onSelect` only reports the choice.
 */
import { canReachStep, stepStateLabel, WIZARD_LABELS, type WizardStep } from '../../../domain/rx/wizard';
import './wizard.css';

export function StepWizard({
  steps,
  onSelect,
  label = WIZARD_LABELS.nav,
}: {
  steps: readonly WizardStep[];
  onSelect?: (stepId: string) => void;
  label?: string;
}) {
  return (
    <nav className="rx-wizard" aria-label={label}>
      <ol className="rx-wizard__steps">
        {steps.map((step, i) => {
          const number = `${i + 1}`;
          const state = stepStateLabel(steps, i);
          const reachable = step.status !== 'active' && canReachStep(steps, i) && onSelect !== undefined;
          return (
            <li key={step.id} className={`rx-wizard__step rx-wizard__step--${step.status}`}>
              {reachable ? (
                <button type="button" className="rx-wizard__button" onClick={() => onSelect(step.id)}>
                  <span className="rx-wizard__number" aria-hidden="true">
                    {number}
                  </span>
                  <span className="rx-wizard__label">{step.label}</span>
                  <span className="visually-hidden">
                    {' '}
                    ({WIZARD_LABELS.stepOf(i + 1, steps.length)}, {state})
                  </span>
                </button>
              ) : (
                <span
                  className="rx-wizard__text"
                  {...(step.status === 'active' ? { 'aria-current': 'step' as const } : {})}
                  {...(step.status === 'disabled' ? { 'aria-disabled': true } : {})}
                >
                  <span className="rx-wizard__number" aria-hidden="true">
                    {number}
                  </span>
                  <span className="rx-wizard__label">{step.label}</span>
                  <span className="visually-hidden">
                    {' '}
                    ({WIZARD_LABELS.stepOf(i + 1, steps.length)}, {state})
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
