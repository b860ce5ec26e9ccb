import { describe, expect, it } from 'vitest';
import { purchaseProblems } from './order.ts';
import type { ProjectRecord } from '../../projects/index.ts';

const project = (overrides: Partial<ProjectRecord> = {}): ProjectRecord => ({
  clientId: 'c1',
  projectId: 'p1',
  name: 'Spring',
  type: 'discover',
  status: 'pending',
  step: 5,
  viewer: 'tv',
  panelProvider: 'dynata',
  thumbnail: null,
  folder: null,
  created: '2025-01-01T00:00:00.000Z',
  closed: null,
  country: 'IT',
  audience: { country: 'IT', category: 'food' },
  questions: [],
  payment: {
    company: 'Acme',
    vat: '12345678901',
    address: 'Via Roma 1',
    zip: '20100',
    city: 'Milano',
    country: 'IT',
    acceptedTerms: true,
  },
  analysis: null,
  createdBy: 'u1',
  version: 1,
  ...overrides,
});

const fields = (problems: { step: string; field: string }[]) => problems.map((p) => `${p.step}.${p.field}`);

describe('what makes a project buyable', () => {
  const card = { clientType: 'regular' as const, paymentMethod: '4242424242424242' };

  it('a valid pending project at checkout with billing details and a card', () => {
    expect(purchaseProblems(project(), 1, card, 'card')).toEqual([]);
  });

  it('refuses a project that is not pending, not at checkout, or incomplete', () => {
    expect(fields(purchaseProblems(project({ status: 'active' }), 1, card, 'card'))).toEqual([
      'review.status',
    ]);
    expect(fields(purchaseProblems(project({ step: 4 }), 1, card, 'card'))).toEqual(['review.step']);
    expect(fields(purchaseProblems(project(), 0, card, 'card'))).toEqual(['stimulus.assets']);
    expect(fields(purchaseProblems(project({ audience: { country: 'IT' } }), 1, card, 'card'))).toEqual([
      'audience.category',
    ]);
  });

  it('a card payment needs the terms accepted, an 11-digit VAT and a card', () => {
    const payment = { ...project().payment, acceptedTerms: false, vat: '123' };
    expect(fields(purchaseProblems(project({ payment }), 1, card, 'card'))).toEqual([
      'checkout.payment.vat',
      'checkout.payment.acceptedTerms',
    ]);
    expect(fields(purchaseProblems(project(), 1, { ...card, paymentMethod: ' ' }, 'card'))).toEqual([
      'checkout.paymentMethod',
    ]);
  });

  it('a customer paying with credits needs no billing details, and its bar ends at Review', () => {
    const customer = project({
      type: 'custom',
      step: 4,
      payment: {},
      audience: {
        country: 'IT',
        category: 'food',
        genre: { male: false, female: true },
        group18_25: true,
        region: ['south'],
      },
    });
    expect(purchaseProblems(customer, 2, { clientType: 'custom', paymentMethod: '' }, 'credits')).toEqual([]);
  });
});
