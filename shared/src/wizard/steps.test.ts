import { describe, expect, it } from 'vitest';
import type { Audience, Question } from '../projects/schemas.ts';
import {
  audienceProblems,
  canOpenStep,
  checkoutProblems,
  isCustomerProjectReady,
  isProjectValid,
  isReviewValid,
  lastStepOf,
  paymentProblems,
  questionProblems,
  uploadProblems,
  WIZARD_BARS,
  type WizardProject,
} from './steps.ts';

const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

const regularAudience: Audience = { country: 'IT', category: 'food' };
const customerAudience: Audience = {
  country: 'IT',
  category: 'food',
  population: 'national',
  genre: { male: true, female: false },
  group26_35: true,
  region: ['centre'],
};

const choice = (answers: string[]): Question => ({
  type: 'singleChoice',
  text: 'Which one?',
  answers: { answerList: answers, randomOrder: false },
});

const project = (overrides: Partial<WizardProject> = {}): WizardProject => ({
  type: 'discover',
  status: 'pending',
  step: 5,
  audience: regularAudience,
  questions: [],
  ...overrides,
});

describe('wizard bars', () => {
  it('regular users see Audience, Upload, Check, Pay; customers Audience, Upload, Questions, Check', () => {
    expect(WIZARD_BARS.regular).toEqual(['audience', 'stimulus', 'review', 'checkout']);
    expect(WIZARD_BARS.custom).toEqual(['audience', 'stimulus', 'questions', 'review']);
    expect(lastStepOf('regular')).toBe('checkout');
    expect(lastStepOf('custom')).toBe('review');
  });
});

describe('Audience step', () => {
  it('needs a country and a brand category', () => {
    expect(audienceProblems({}, 'regular').map((p) => p.field)).toEqual(['country', 'category']);
    expect(audienceProblems({ country: 'IT' }, 'regular').map((p) => p.field)).toEqual(['category']);
    expect(audienceProblems({ category: 'food' }, 'regular').map((p) => p.field)).toEqual(['country']);
    expect(audienceProblems(regularAudience, 'regular')).toEqual([]);
  });

  it('for customer users also needs a gender, an age range and a region', () => {
    expect(fields(audienceProblems(regularAudience, 'custom'))).toEqual(['genre', 'ageGroups', 'region']);
    expect(audienceProblems(customerAudience, 'custom')).toEqual([]);
    expect(
      fields(audienceProblems({ ...customerAudience, genre: { male: false, female: false } }, 'custom')),
    ).toEqual(['genre']);
    expect(fields(audienceProblems({ ...customerAudience, region: [] }, 'custom'))).toEqual(['region']);
  });

  it('counts only the age ranges of the chosen target group', () => {
    const primaryWithNationalAge = { ...customerAudience, population: 'primary' as const };
    expect(fields(audienceProblems(primaryWithNationalAge, 'custom'))).toEqual(['ageGroups']);
    expect(audienceProblems({ ...primaryWithNationalAge, group35_54: true }, 'custom')).toEqual([]);
  });

  it('asks no region where the country has none to choose', () => {
    expect(audienceProblems({ ...customerAudience, country: 'DE', region: [] }, 'custom')).toEqual([]);
  });
});

describe('Upload step', () => {
  it('regular users need exactly the package video count', () => {
    expect(uploadProblems('discover', 0, 'regular')).toHaveLength(1);
    expect(uploadProblems('discover', 1, 'regular')).toEqual([]);
    expect(uploadProblems('abtest', 1, 'regular')).toHaveLength(1);
    expect(uploadProblems('abtest', 2, 'regular')).toEqual([]);
    expect(uploadProblems('sequential', 2, 'regular')).toEqual([]);
    expect(uploadProblems('predict', 1, 'regular')).toEqual([]);
  });

  it('more stimuli than the package allows reads "Max allowance exceeded"', () => {
    expect(uploadProblems('discover', 2, 'regular')).toEqual([
      { step: 'stimulus', field: 'assets', message: 'errors.maxAllowanceExceeded' },
    ]);
  });

  it('customers need at least one, with no upper limit', () => {
    expect(uploadProblems('custom', 0, 'custom')).toHaveLength(1);
    expect(uploadProblems('custom', 1, 'custom')).toEqual([]);
    expect(uploadProblems('custom', 7, 'custom')).toEqual([]);
    expect(uploadProblems('discover', 3, 'custom')).toEqual([]);
  });

  it('a regular custom package (unlimited) needs at least one; researchonly needs none', () => {
    expect(uploadProblems('custom', 0, 'regular')).toHaveLength(1);
    expect(uploadProblems('custom', 4, 'regular')).toEqual([]);
    expect(uploadProblems('researchonly', 0, 'regular')).toEqual([]);
  });
});

describe('Questions (spec section 5)', () => {
  it('allows at most 5 questions', () => {
    const open: Question = {
      type: 'openEnded',
      text: 'Why?',
      answers: { answerList: [], randomOrder: false },
    };
    expect(questionProblems(Array(5).fill(open))).toEqual([]);
    expect(fields(questionProblems(Array(6).fill(open)))).toEqual(['questions']);
  });

  it('needs at least 2 answers for single and multiple choice, none for scale and open ended', () => {
    expect(fields(questionProblems([choice(['Yes'])]))).toEqual(['questions.0.answers.answerList']);
    expect(fields(questionProblems([{ ...choice(['A', ' ']), type: 'multiChoice' }]))).toEqual([
      'questions.0.answers.answerList',
    ]);
    expect(questionProblems([choice(['Yes', 'No'])])).toEqual([]);
    expect(questionProblems([{ ...choice([]), type: 'scale' }])).toEqual([]);
  });

  it('needs a text for each question', () => {
    expect(fields(questionProblems([{ ...choice(['A', 'B']), text: '  ' }]))).toEqual(['questions.0.text']);
  });
});

describe('Payment (spec section 5)', () => {
  const payment = {
    company: 'Acme',
    vat: '12345678901',
    address: 'Via Roma 1',
    zip: '20100',
    city: 'Milano',
    country: 'IT',
    acceptedTerms: true,
  };

  it('accepts complete billing details with an 11-digit VAT and the terms accepted', () => {
    expect(paymentProblems(payment)).toEqual([]);
  });

  it('needs a VAT number of exactly 11 digits', () => {
    expect(paymentProblems({ ...payment, vat: '1234567890' })).toEqual([
      { step: 'checkout', field: 'payment.vat', message: 'validation.vat' },
    ]);
    expect(fields(paymentProblems({ ...payment, vat: '123456789012' }))).toEqual(['payment.vat']);
    expect(fields(paymentProblems({ ...payment, vat: '1234567890a' }))).toEqual(['payment.vat']);
  });

  it('needs the payment terms accepted', () => {
    expect(paymentProblems({ ...payment, acceptedTerms: false })).toEqual([
      { step: 'checkout', field: 'payment.acceptedTerms', message: 'validation.checkbox' },
    ]);
  });
});

describe('Review and readiness', () => {
  it('Review is valid for regular users, not for customers whose last step it is', () => {
    expect(isReviewValid('regular')).toBe(true);
    expect(isReviewValid('custom')).toBe(false);
  });

  it('a customer project is ready when valid and the last active step is Review', () => {
    const customer = project({ type: 'custom', audience: customerAudience, step: 4 });
    expect(isCustomerProjectReady(customer, 1)).toBe(true);
    expect(isCustomerProjectReady({ ...customer, step: 3 }, 1)).toBe(false);
    expect(isCustomerProjectReady(customer, 0)).toBe(false);
    expect(isCustomerProjectReady({ ...customer, audience: regularAudience }, 1)).toBe(false);
  });

  it('a project is valid when audience, upload and questions are', () => {
    expect(isProjectValid(project(), 1, 'regular')).toBe(true);
    expect(isProjectValid(project({ audience: {} }), 1, 'regular')).toBe(false);
    expect(isProjectValid(project(), 0, 'regular')).toBe(false);
    expect(isProjectValid(project({ questions: [choice(['only'])] }), 1, 'regular')).toBe(false);
  });
});

describe('step guards', () => {
  it('only pending projects open steps, up to their own step', () => {
    expect(canOpenStep({ status: 'pending', step: 2 }, 'stimulus')).toBe(true);
    expect(canOpenStep({ status: 'pending', step: 2 }, 'questions')).toBe(false);
    expect(canOpenStep({ status: 'active', step: 6 }, 'audience')).toBe(false);
  });

  it('checkout needs step checkout (regular) or Review (customer), pending status and a valid project', () => {
    expect(checkoutProblems(project(), 1, 'regular')).toEqual([]);
    expect(fields(checkoutProblems(project({ step: 4 }), 1, 'regular'))).toEqual(['step']);
    expect(fields(checkoutProblems(project({ status: 'active' }), 1, 'regular'))).toEqual(['status']);
    expect(fields(checkoutProblems(project(), 0, 'regular'))).toEqual(['assets']);
    const customer = project({ type: 'custom', audience: customerAudience, step: 4 });
    expect(checkoutProblems(customer, 2, 'custom')).toEqual([]);
    expect(fields(checkoutProblems({ ...customer, step: 3 }, 2, 'custom'))).toEqual(['step']);
  });

  it('a contract product (custom, researchonly) is bought by a custom client only', () => {
    for (const type of ['custom', 'researchonly'] as const) {
      const held = project({ type });
      expect(checkoutProblems(held, 1, 'regular')).toContainEqual({
        step: 'review',
        field: 'type',
        message: 'errors.productNotOffered',
      });
      expect(
        fields(checkoutProblems({ ...held, audience: customerAudience, step: 4 }, 1, 'custom')),
      ).not.toContain('type');
    }
  });

  it('the quick predict flow needs only its one stimulus and a pending project, no wizard steps', () => {
    const predict = project({ type: 'predict', step: 1, audience: {} });
    expect(checkoutProblems(predict, 1, 'regular')).toEqual([]);
    expect(fields(checkoutProblems(predict, 0, 'regular'))).toEqual(['assets']);
    expect(fields(checkoutProblems({ ...predict, status: 'active' }, 1, 'regular'))).toEqual(['status']);
  });
});
