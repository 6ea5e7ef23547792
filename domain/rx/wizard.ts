/**
 * The step wizard (pharmacy-portal.md §2.2 "each step is active, complete or disabled, and the user may reach steps
 * only up to the first incomplete one. Maximum width 880 px on desktop, 528 px otherwise"; §2.4 the add-patient
 * steps; §9 "step starts at 1"). The flows' charts say which step is active and which are complete; these rules turn
 * that into what the wizard shows and allows.
 */
export type WizardStepStatus = 'active' | 'complete' | 'disabled';

export interface WizardStep {
  id: string;
  label: string;
  status: WizardStepStatus;
}

/** §2.2 widths; desktop from the same breakpoint as the health navigation (ui/rx/kit/wizard.css keeps them). */
export const WIZARD_WIDTH = { desktopPx: 880, otherPx: 528, desktopMinViewportPx: 768 } as const;

/** §9 "step starts at 1". */
export const FIRST_STEP = 1;

export const WIZARD_LABELS = {
  nav: 'Progress',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  complete: 'completed',
  current: 'current step',
  unavailable: 'not available yet',
  /** A step before the current one that was not completed (the flow went on another way). */
  notCompleted: 'not completed',
} as const;

/** What a screen reader hears of a step's state (its position among the steps matters for a disabled one). */
export function stepStateLabel(steps: readonly WizardStep[], index: number): string {
  const step = steps[index];
  if (!step) return WIZARD_LABELS.unavailable;
  if (step.status === 'active') return WIZARD_LABELS.current;
  if (step.status === 'complete') return WIZARD_LABELS.complete;
  const active = steps.findIndex((s) => s.status === 'active');
  return active > index ? WIZARD_LABELS.notCompleted : WIZARD_LABELS.unavailable;
}

/**
 * The steps of a flow: `active` is the 1-based step shown, `completed` the ids of steps already done. The active step
 * is 'active' even when done before (the shopper went back to it); a step neither active nor done is 'disabled'.
 */
export function wizardSteps(
  steps: ReadonlyArray<{ id: string; label: string }>,
  active: number,
  completed: ReadonlySet<string>,
): WizardStep[] {
  return steps.map((step, i) => ({
    ...step,
    status: i + 1 === active ? 'active' : completed.has(step.id) ? 'complete' : 'disabled',
  }));
}

/** The 0-based index of the first step that is not complete (steps.length when all are). */
export function firstIncompleteIndex(steps: readonly WizardStep[]): number {
  const i = steps.findIndex((s) => s.status !== 'complete');
  return i === -1 ? steps.length : i;
}

/** "the user may reach steps only up to the first incomplete one". */
export function canReachStep(steps: readonly WizardStep[], index: number): boolean {
  return index >= 0 && index < steps.length && index <= firstIncompleteIndex(steps);
}
