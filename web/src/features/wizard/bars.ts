import type { ClientType } from '@adpulse/shared';
import { WIZARD_STEPS, type ProjectType } from '@adpulse/shared/projects/constants';
import { WIZARD_BARS, requiredStimuli } from '@adpulse/shared/wizard/steps';
import type { WizardStep } from './wizard-guard.ts';

/** The names the wizard bar shows (spec section 2): Audience, Upload, Questions, Check, Pay. */
export type BarLabel = 'audience' | 'upload' | 'questions' | 'check' | 'pay';

export interface BarItem {
  step: WizardStep;
  label: BarLabel;
}

const LABEL_OF: Record<WizardStep, BarLabel> = {
  audience: 'audience',
  stimulus: 'upload',
  questions: 'questions',
  review: 'check',
  checkout: 'pay',
};

/**
 * The wizard bar of spec section 2: regular users Audience, Upload, Check, Pay; customers
 * Audience, Upload, Questions, Check. A regular package without stimuli (researchonly, a
 * survey) has nothing to upload: its questions take the Upload place.
 */
export function wizardBar(clientType: ClientType, type: ProjectType): BarItem[] {
  const steps: readonly WizardStep[] =
    clientType === 'regular' && requiredStimuli(type) === 0
      ? ['audience', 'questions', 'review', 'checkout']
      : WIZARD_BARS[clientType];
  return steps.map((step) => ({ step, label: LABEL_OF[step] }));
}

/** The bar item a step belongs to: a customer's checkout runs from their last item, Check. */
export function barItemOf(bar: readonly BarItem[], step: WizardStep): BarItem | undefined {
  return bar.find((item) => item.step === step) ?? (step === 'checkout' ? bar.at(-1) : undefined);
}

/**
 * The bar as shown on `step`: a step off the bar (a regular user's Questions, reached from
 * Review) joins it in its place, so the bar always shows where the user is. A customer's
 * checkout stays under Check, the item it runs from.
 */
export function barShownOn(bar: readonly BarItem[], step: WizardStep): BarItem[] {
  if (barItemOf(bar, step)) return [...bar];
  const shown = [...bar];
  const index = shown.findIndex((item) => WIZARD_STEPS[item.step] > WIZARD_STEPS[step]);
  shown.splice(index === -1 ? shown.length : index, 0, { step, label: LABEL_OF[step] });
  return shown;
}

/** The step after this one in the bar; a customer's Check leads to the checkout (credits). */
export function nextStep(bar: readonly BarItem[], step: WizardStep): WizardStep | null {
  const index = bar.findIndex((item) => item.step === step);
  if (index === -1) return null;
  return bar[index + 1]?.step ?? (step === 'review' ? 'checkout' : null);
}

/** The step before; steps off the bar (a customer's checkout, a regular user's questions) return to Review. */
export function previousStep(bar: readonly BarItem[], step: WizardStep): WizardStep | null {
  const index = bar.findIndex((item) => item.step === step);
  if (index > 0) return bar[index - 1]?.step ?? null;
  return index === -1 ? 'review' : null;
}

/**
 * Whether a bar item can be opened: the steps up to the project's step (the guard's rule);
 * checkout only once the project is ready for it.
 */
export function isReachable(step: WizardStep, projectStep: number, ready: boolean): boolean {
  if (step === 'checkout') return projectStep >= WIZARD_STEPS.checkout && ready;
  return WIZARD_STEPS[step] <= projectStep;
}
