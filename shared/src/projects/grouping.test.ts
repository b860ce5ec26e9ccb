import { describe, expect, it } from 'vitest';
import { groupByStatus, isLastPage, stepName, stepNumber } from './grouping.ts';
import { WIZARD_STEPS } from './constants.ts';

describe('status groups', () => {
  it('groups in the order pending, active, closed, keeping each group in the given order', () => {
    const projects = [
      { id: 1, status: 'closed' },
      { id: 2, status: 'pending' },
      { id: 3, status: 'active' },
      { id: 4, status: 'pending' },
      { id: 5, status: 'closed' },
    ];
    expect(groupByStatus(projects).map((group) => [group.status, group.projects.map((p) => p.id)])).toEqual([
      ['pending', [2, 4]],
      ['active', [3]],
      ['closed', [1, 5]],
    ]);
  });

  it('ignores other statuses and always answers the three groups', () => {
    const groups = groupByStatus([{ status: 'archived' }, { status: 'draft' }, { status: 'active' }]);
    expect(groups.map((group) => group.status)).toEqual(['pending', 'active', 'closed']);
    expect(groups.map((group) => group.projects.length)).toEqual([0, 1, 0]);
  });
});

describe('wizard steps', () => {
  it('names the steps 1..6 as the spec does', () => {
    expect([1, 2, 3, 4, 5, 6].map((step) => stepName(step as 1))).toEqual([
      'audience',
      'stimulus',
      'questions',
      'review',
      'checkout',
      'completed',
    ]);
    expect(stepNumber('checkout')).toBe(5);
    expect(WIZARD_STEPS.audience).toBe(1);
  });
});

describe('closed-project paging', () => {
  it('stops when a page returns fewer items than the limit', () => {
    expect(isLastPage(30, 30)).toBe(false);
    expect(isLastPage(29, 30)).toBe(true);
    expect(isLastPage(0, 30)).toBe(true);
  });
});
