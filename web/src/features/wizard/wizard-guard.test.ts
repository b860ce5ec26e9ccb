import { describe, expect, it } from 'vitest';
import { wizardDecision, type WizardProjectState } from './wizard-guard.ts';

const project = (over: Partial<WizardProjectState> = {}): WizardProjectState => ({
  id: 'p1',
  status: 'pending',
  step: 3,
  ready: false,
  ...over,
});

describe('wizard guard', () => {
  it('loads the project when it is not the active one', () => {
    expect(wizardDecision('p1', 'audience', null)).toEqual({ kind: 'load' });
    expect(wizardDecision('p2', 'audience', project())).toEqual({ kind: 'load' });
  });

  it('opens the steps up to the project step', () => {
    expect(wizardDecision('p1', 'audience', project())).toEqual({ kind: 'allow' });
    expect(wizardDecision('p1', 'questions', project())).toEqual({ kind: 'allow' });
  });

  it('gives page-not-found for a step beyond the project step', () => {
    expect(wizardDecision('p1', 'review', project())).toEqual({ kind: 'not-found' });
  });

  it('gives page-not-found for a project that is not pending', () => {
    expect(wizardDecision('p1', 'audience', project({ status: 'active' }))).toEqual({ kind: 'not-found' });
    expect(wizardDecision('p1', 'checkout', project({ status: 'closed', step: 6, ready: true }))).toEqual({
      kind: 'not-found',
    });
  });

  it('lets checkout open only at step checkout or later with a valid project', () => {
    expect(wizardDecision('p1', 'checkout', project({ step: 5, ready: true }))).toEqual({ kind: 'allow' });
    expect(wizardDecision('p1', 'checkout', project({ step: 5, ready: false }))).toEqual({
      kind: 'incomplete',
    });
    expect(wizardDecision('p1', 'checkout', project({ step: 4, ready: true }))).toEqual({
      kind: 'incomplete',
    });
  });
});
