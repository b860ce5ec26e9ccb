import { describe, expect, it } from 'vitest';
import { ageGroupOf, largestRemainder, quotaPlan, screen } from './quotas.ts';

describe('quota plan', () => {
  it('splits a national sample 20% per age group and 50/50 by gender', () => {
    const plan = quotaPlan({ population: 'national' }, 150);
    expect(plan.cells).toHaveLength(10);
    expect(plan.cells.reduce((sum, cell) => sum + cell.target, 0)).toBe(150);
    expect(plan.cells.find((cell) => cell.cellId === 'group26_35:female')?.target).toBe(15);
  });

  it('splits a grocery sample 35/45/20 by age and 75/25 female/male', () => {
    const plan = quotaPlan({ population: 'primary' }, 300);
    const target = (id: string) => plan.cells.find((cell) => cell.cellId === id)?.target;
    expect(target('group35_54:female')).toBe(101);
    expect(target('group35_54:male')).toBe(34);
    expect(target('group18_34:female')).toBe(79);
    expect(plan.cells.reduce((sum, cell) => sum + cell.target, 0)).toBe(300);
  });

  it('renormalises over the groups and genders chosen', () => {
    const plan = quotaPlan(
      { population: 'national', group18_25: true, group26_35: true, genre: { male: false, female: true } },
      50,
    );
    expect(plan.cells.map((cell) => [cell.cellId, cell.target])).toEqual([
      ['group18_25:female', 25],
      ['group26_35:female', 25],
    ]);
  });

  it('keeps the sum exact with uneven weights', () => {
    expect(largestRemainder([1, 1, 1], 50)).toEqual([17, 17, 16]);
    expect(largestRemainder([0, 0], 10)).toEqual([0, 0]);
  });
});

describe('screener', () => {
  const plan = quotaPlan(
    {
      population: 'national',
      group18_25: true,
      genre: { male: true, female: false },
      region: ['north-west'],
    },
    50,
  );

  it('puts an eligible respondent in a cell', () => {
    expect(screen(plan, { age: 22, gender: 'male', region: 'north-west' })).toEqual({
      eligible: true,
      cellId: 'group18_25:male',
    });
  });

  it('screens out on age, gender and region', () => {
    expect(screen(plan, { age: 40, gender: 'male', region: 'north-west' })).toEqual({
      eligible: false,
      reason: 'age',
    });
    expect(screen(plan, { age: 17, gender: 'male', region: 'north-west' })).toEqual({
      eligible: false,
      reason: 'age',
    });
    expect(screen(plan, { age: 22, gender: 'female', region: 'north-west' })).toEqual({
      eligible: false,
      reason: 'gender',
    });
    expect(screen(plan, { age: 22, gender: 'male', region: 'south' })).toEqual({
      eligible: false,
      reason: 'region',
    });
  });

  it('maps ages to the groups of each population', () => {
    expect(ageGroupOf('national', 56)).toBe('group56_75');
    expect(ageGroupOf('national', 76)).toBeUndefined();
    expect(ageGroupOf('primary', 34)).toBe('group18_34');
    expect(ageGroupOf('primary', 65)).toBeUndefined();
  });
});
