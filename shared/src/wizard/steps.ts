import type { ClientType } from '../auth/permissions.ts';
import {
  CHOICE_QUESTION_TYPES,
  MAX_QUESTIONS,
  MIN_CHOICE_ANSWERS,
  PACKAGES,
  PREDICT_ASSETS,
  WIZARD_STEPS,
  offersProduct,
  type ProjectStatus,
  type ProjectType,
  type Step,
  type StepName,
} from '../projects/constants.ts';
import type { Audience, Payment, Question } from '../projects/schemas.ts';
import { countryByCode, selectedAgeGroups } from './audience.ts';

/**
 * The step rules of spec section 4 (and the section 5 rules they rely on) as pure functions,
 * shared by the wizard screens and by the server before feasibility and purchase.
 */

/** Regular users: Audience, Upload, Check, Pay. Customers: Audience, Upload, Questions, Check. */
export const WIZARD_BARS = {
  regular: ['audience', 'stimulus', 'review', 'checkout'],
  custom: ['audience', 'stimulus', 'questions', 'review'],
} as const satisfies Record<ClientType, readonly StepName[]>;

export function lastStepOf(clientType: ClientType): StepName {
  const bar = WIZARD_BARS[clientType];
  return bar[bar.length - 1]!;
}

/** One reason a project cannot move on: the step to go back to, the field, a catalogue key. */
export interface WizardProblem {
  step: StepName;
  field: string;
  message: `validation.${string}` | `errors.${string}`;
}

/** What the step rules read of a project. */
export interface WizardProject {
  type: ProjectType;
  status: ProjectStatus;
  step: number;
  audience: Audience;
  questions: readonly Question[];
  payment?: Payment;
}

const problem = (
  step: StepName,
  field: string,
  message: WizardProblem['message'] = 'validation.required',
): WizardProblem => ({
  step,
  field,
  message,
});

/**
 * Audience needs a country and a brand category; customer users also need at least one gender,
 * one age range and one region (when the country has regions to choose from).
 */
export function audienceProblems(audience: Audience, clientType: ClientType): WizardProblem[] {
  const problems: WizardProblem[] = [];
  if (!audience.country?.trim()) problems.push(problem('audience', 'country'));
  if (!audience.category?.trim()) problems.push(problem('audience', 'category'));
  if (clientType === 'custom') {
    if (!audience.genre?.male && !audience.genre?.female) problems.push(problem('audience', 'genre'));
    if (selectedAgeGroups(audience).length === 0) problems.push(problem('audience', 'ageGroups'));
    const regions = countryByCode(audience.country)?.regions ?? [];
    if (
      regions.length > 0 &&
      !(audience.region ?? []).some((id) => regions.some((region) => region.id === id))
    ) {
      problems.push(problem('audience', 'region'));
    }
  }
  return problems;
}

/** The stimuli a project of this type needs: exactly this many, or at least one when null. */
export function requiredStimuli(type: ProjectType): number | null {
  return type === 'predict' ? PREDICT_ASSETS : PACKAGES[type].videos;
}

/**
 * Upload: regular users need exactly the package's number of stimuli; customers at least one.
 * A package without stimuli (researchonly) needs none. `stimuli` counts uploaded, checked files.
 */
export function uploadProblems(type: ProjectType, stimuli: number, clientType: ClientType): WizardProblem[] {
  const required = requiredStimuli(type);
  if (required === 0)
    return stimuli === 0 ? [] : [problem('stimulus', 'assets', 'errors.maxAllowanceExceeded')];
  if (clientType === 'custom' && type !== 'predict') {
    return stimuli >= 1 ? [] : [problem('stimulus', 'assets')];
  }
  if (required === null) return stimuli >= 1 ? [] : [problem('stimulus', 'assets')];
  if (stimuli > required) return [problem('stimulus', 'assets', 'errors.maxAllowanceExceeded')];
  return stimuli === required ? [] : [problem('stimulus', 'assets')];
}

/** At most 5 questions, each with a text; choice types need at least 2 answers. */
export function questionProblems(questions: readonly Question[]): WizardProblem[] {
  const problems: WizardProblem[] = [];
  if (questions.length > MAX_QUESTIONS)
    problems.push(problem('questions', 'questions', 'validation.invalid'));
  questions.forEach((question, index) => {
    if (!question.text.trim()) problems.push(problem('questions', `questions.${index}.text`));
    const answers = question.answers.answerList.filter((answer) => answer.trim());
    if (CHOICE_QUESTION_TYPES.includes(question.type) && answers.length < MIN_CHOICE_ANSWERS) {
      problems.push(problem('questions', `questions.${index}.answers.answerList`, 'validation.invalid'));
    }
  });
  return problems;
}

export const VAT_RULE = /^\d{11}$/;
const REQUIRED_PAYMENT_FIELDS = ['company', 'vat', 'address', 'zip', 'city', 'country'] as const;

/** Billing details for a card payment: the usual address fields, an 11-digit VAT, terms accepted. */
export function paymentProblems(payment: Payment | undefined): WizardProblem[] {
  const problems: WizardProblem[] = [];
  for (const field of REQUIRED_PAYMENT_FIELDS) {
    if (!payment?.[field]?.trim()) problems.push(problem('checkout', `payment.${field}`));
  }
  if (payment?.vat?.trim() && !VAT_RULE.test(payment.vat.trim())) {
    problems.push(problem('checkout', 'payment.vat', 'validation.vat'));
  }
  if (payment?.acceptedTerms !== true)
    problems.push(problem('checkout', 'payment.acceptedTerms', 'validation.checkbox'));
  return problems;
}

/** Review is valid for regular users, whose bar goes on to Pay; it is not valid as the last step. */
export function isReviewValid(clientType: ClientType): boolean {
  return clientType === 'regular' && lastStepOf(clientType) !== 'review';
}

/** Everything the wizard asks before the project can be checked out (payment aside). */
export function projectProblems(
  project: WizardProject,
  stimuli: number,
  clientType: ClientType,
): WizardProblem[] {
  return [
    ...audienceProblems(project.audience, clientType),
    ...uploadProblems(project.type, stimuli, clientType),
    ...questionProblems(project.questions),
  ];
}

export function isProjectValid(project: WizardProject, stimuli: number, clientType: ClientType): boolean {
  return projectProblems(project, stimuli, clientType).length === 0;
}

/** A customer project is ready when valid and the last active step is Review. */
export function isCustomerProjectReady(project: WizardProject, stimuli: number): boolean {
  return isProjectValid(project, stimuli, 'custom') && project.step === WIZARD_STEPS.review;
}

/** Only pending projects can open steps, up to their own step. */
export function canOpenStep(project: Pick<WizardProject, 'status' | 'step'>, step: StepName): boolean {
  return project.status === 'pending' && WIZARD_STEPS[step] <= project.step;
}

/**
 * Checkout (feasibility, then purchase) needs a pending, valid project that reached the end of
 * its bar: step checkout for regular users, Review for customers (their bar ends there). A
 * predict project, created and bought without the wizard, needs only its stimulus.
 */
/**
 * The wizard step a project is bought from: Review for a custom client (its contract pays), the
 * checkout for a regular one. A purchase undone after activation puts the project back there.
 */
export const buyingStep = (clientType: ClientType): Step =>
  clientType === 'custom' ? WIZARD_STEPS.review : WIZARD_STEPS.checkout;

export function checkoutProblems(
  project: WizardProject,
  stimuli: number,
  clientType: ClientType,
): WizardProblem[] {
  const notPending = project.status === 'pending' ? [] : [problem('review', 'status', 'validation.invalid')];
  // The quick predict flow has no wizard: its one stimulus is all it needs (spec section 4).
  if (project.type === 'predict') return [...uploadProblems('predict', stimuli, clientType), ...notPending];
  const problems = [...projectProblems(project, stimuli, clientType), ...notPending];
  // A contract product is bought by a custom client only (a project made before that rule held).
  if (!offersProduct(clientType, project.type))
    problems.push(problem('review', 'type', 'errors.productNotOffered'));
  const needed = buyingStep(clientType);
  if (project.step < needed) problems.push(problem('review', 'step', 'validation.invalid'));
  return problems;
}
