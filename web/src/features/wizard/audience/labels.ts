import type { AgeGroup, Population } from '@adpulse/shared/projects/constants';
import { AUDIENCE_TYPES } from '@adpulse/shared/wizard/audience';

/** `group18_25` reads 18–25. */
export function ageLabel(group: AgeGroup): string {
  return group.replace('group', '').replace('_', '–');
}

export function percent(language: string, value: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** Country and language names in the interface language (Intl), with the code when asked. */
export function regionName(language: string, code: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function languageName(language: string, code: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The default share of an age group in its target group's sample, in percent. */
export function ageShare(population: Population, group: AgeGroup): number {
  return (AUDIENCE_TYPES[population].ageSplit as Partial<Record<AgeGroup, number>>)[group] ?? 0;
}
