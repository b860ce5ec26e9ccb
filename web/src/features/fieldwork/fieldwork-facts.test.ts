import { describe, expect, it } from 'vitest';
import { ageRange, refreshInterval, timeLeftParts, webcamAsked } from './fieldwork-facts.ts';

describe('fieldwork facts', () => {
  it('reads age groups as ranges', () => {
    expect(ageRange('group18_25')).toBe('18–25');
    expect(ageRange('group55_64')).toBe('55–64');
    expect(ageRange('other')).toBe('other');
  });

  it('splits the time left into the largest sensible units', () => {
    expect(timeLeftParts(3 * 86_400 + 5 * 3_600 + 59)).toMatchObject({ unit: 'days', days: 3, hours: 5 });
    expect(timeLeftParts(2 * 3_600 + 7 * 60)).toMatchObject({ unit: 'hours', hours: 2, minutes: 7 });
    expect(timeLeftParts(59)).toMatchObject({ unit: 'minutes', minutes: 0 });
    expect(timeLeftParts(-5)).toMatchObject({ unit: 'minutes', minutes: 0 });
  });

  it('counts the webcam question and refreshes only while fieldwork runs', () => {
    expect(webcamAsked({ webcam: { accepted: 7, refused: 3 } })).toBe(10);
    expect(refreshInterval({ state: 'fielding' })).toBe(5_000);
    expect(refreshInterval({ state: 'closing' })).toBe(5_000);
    expect(refreshInterval({ state: 'closed' })).toBe(0);
    expect(refreshInterval(undefined)).toBe(5_000);
  });
});
