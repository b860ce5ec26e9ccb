/** What other rooms and the app shell may use of the wizard. */
export { WizardEntryButtons } from './new-project/WizardEntryButtons.tsx';
export type { WizardStep } from './wizard-guard.ts';
export { cardDigits, cardProblem } from './checkout/payment-form.ts';
