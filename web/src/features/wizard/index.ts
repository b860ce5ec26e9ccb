/** What other rooms and the app shell may use of the wizard. */
export { WizardEntryButtons } from './new-project/WizardEntryButtons.tsx';
export type { WizardStep } from './wizard-guard.ts';
export { cardDigits, cardProblem } from './checkout/payment-form.ts';
export { BILLING_FIELD_LAYOUT, BILLING_LABEL_KEY } from './checkout/billing-fields.ts';
export { CardNumberField } from './checkout/CardNumberField.tsx';
export { useCanceledPredict } from './new-project/use-canceled-predict.ts';
