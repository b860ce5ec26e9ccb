import { describe, expect, it } from 'vitest';
import { projectTarget } from './project-target.ts';

describe('where a project card leads', () => {
  it('opens a pending project in the wizard at its step', () => {
    expect(projectTarget({ _id: 'p1', status: 'pending', step: 1 }, 'en')).toEqual({
      to: '/en/project/p1/audience',
      analysisInProgress: false,
    });
    expect(projectTarget({ _id: 'p1', status: 'pending', step: 3 }, 'it').to).toBe(
      '/it/project/p1/questions',
    );
    expect(projectTarget({ _id: 'p1', status: 'pending', step: 5 }, 'en').to).toBe('/en/project/p1/checkout');
  });

  it('sends a pending project whose wizard is complete to Review', () => {
    expect(projectTarget({ _id: 'p1', status: 'pending', step: 6 }, 'en').to).toBe('/en/project/p1/review');
  });

  it('opens active projects on the results behind the progress modal, closed ones on the results', () => {
    expect(projectTarget({ _id: 'a b', status: 'active', step: 6 }, 'en')).toEqual({
      to: '/en/project/a%20b',
      analysisInProgress: true,
    });
    expect(projectTarget({ _id: 'p9', status: 'closed', step: 6 }, 'fr')).toEqual({
      to: '/fr/project/p9',
      analysisInProgress: false,
    });
  });
});
