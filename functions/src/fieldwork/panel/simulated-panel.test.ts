import { describe, expect, it } from 'vitest';
import { feasibilityAudienceSchema, type FeasibilityAudience } from '../feasibility-request.ts';
import { countrySizeClass, simulatedCapacity, simulatedPanel } from './simulated-panel.ts';

const audience = (input: Record<string, unknown>): FeasibilityAudience =>
  feasibilityAudienceSchema.parse(input);

describe('simulated panel capacity', () => {
  it('classes countries by size, case-insensitively, unknown ones as small', () => {
    expect(countrySizeClass('it')).toBe('large');
    expect(countrySizeClass('NL')).toBe('medium');
    expect(countrySizeClass('XX')).toBe('small');
  });

  it('gives the whole reach when no age group or gender restricts the audience', () => {
    expect(simulatedCapacity(audience({ country: 'DE' }))).toBe(6000);
    expect(simulatedCapacity(audience({ country: 'NL', genre: { male: true, female: true } }))).toBe(2000);
  });

  it('scales by the share of age groups and genders selected', () => {
    const twoOfFive = audience({ country: 'DE', group18_25: true, group26_35: true, genre: { male: true } });
    expect(simulatedCapacity(twoOfFive)).toBe(Math.floor(6000 * (2 / 5) * (1 / 2)));
  });

  it('counts primary-population age groups against the three primary groups, on half the reach', () => {
    const oneOfThree = audience({ country: 'FR', population: 'primary', group35_54: true, group18_25: true });
    expect(simulatedCapacity(oneOfThree)).toBe(Math.floor(6000 * 0.5 * (1 / 3)));
  });

  it('answers READY with feasibility by capacity, for the provider asked', async () => {
    const panel = simulatedPanel('pure-spectrum');
    const items = await panel.checkFeasibility(audience({ country: 'XX' }), [
      { assetId: 'a', requiredRespondents: 600 },
      { assetId: 'b', requiredRespondents: 601 },
    ]);
    expect(panel.provider).toBe('pure-spectrum');
    expect(items).toEqual([
      { assetId: 'a', feasibility: true, status: 'READY' },
      { assetId: 'b', feasibility: false, status: 'READY' },
    ]);
  });
});
