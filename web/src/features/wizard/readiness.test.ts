import { describe, expect, it } from 'vitest';
import type { Audience } from '@adpulse/shared/projects/schemas';
import type { WizardProject } from '@adpulse/shared/wizard/steps';
import { canLeaveReview, isReadyForCheckout } from './readiness.ts';

const audience: Audience = {
  country: 'IT',
  category: 'food',
  population: 'national',
  genre: { male: true, female: true },
  group18_25: true,
  region: ['north-west'],
};

const project = (over: Partial<WizardProject> = {}): WizardProject => ({
  type: 'discover',
  status: 'pending',
  step: 5,
  audience,
  questions: [],
  ...over,
});

describe('readiness for checkout (the guard`s ready)', () => {
  it('needs a valid pending project at the end of its bar', () => {
    expect(isReadyForCheckout(project(), 1, 'regular')).toBe(true);
    expect(isReadyForCheckout(project(), 0, 'regular')).toBe(false);
    expect(isReadyForCheckout(project({ step: 4 }), 1, 'regular')).toBe(false);
    expect(isReadyForCheckout(project({ audience: { country: 'IT' } }), 1, 'regular')).toBe(false);
    expect(isReadyForCheckout(project({ type: 'custom', step: 4 }), 2, 'custom')).toBe(true);
  });

  it('lets a regular user leave Review with a valid project', () => {
    expect(canLeaveReview(project({ step: 4 }), 1, 'regular')).toBe(true);
    expect(canLeaveReview(project({ step: 4, type: 'abtest' }), 1, 'regular')).toBe(false);
  });

  it('lets a customer leave Review (their last step) once the project is valid', () => {
    const customer = project({ type: 'custom', step: 4 });
    expect(canLeaveReview(customer, 1, 'custom')).toBe(true);
    // Back from a failed checkout (step 5) the customer is on Review again.
    expect(canLeaveReview({ ...customer, step: 5 }, 1, 'custom')).toBe(true);
    expect(canLeaveReview(customer, 0, 'custom')).toBe(false);
    expect(canLeaveReview({ ...customer, audience: { country: 'IT', category: 'food' } }, 1, 'custom')).toBe(
      false,
    );
  });
});
