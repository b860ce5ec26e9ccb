import type { AgeGroup } from '@adpulse/shared/projects/constants';
import { ageRangeOf, type Gender, type QuotaPlan } from '@adpulse/shared/fieldwork/index';
import { PanelError } from './panel-error.ts';

/**
 * What a panel is asked for: the country and language, and the quota plan's cells (age group x
 * gender, with their completes) and regions. Each provider maps it with its own table
 * (dynata-targeting.ts, pure-spectrum-targeting.ts); an option a table does not hold is refused
 * before any call, as the provider would refuse it.
 */
export interface PanelTarget {
  country: string;
  /** The respondents' language (ISO 639-1); default the country's first language in the table. */
  language?: string | undefined;
  plan: QuotaPlan;
}

/** One provider's codes for the audience: every country, language, gender, age group and region we offer. */
export interface TargetingTable<GenderCode, RegionCode> {
  /** Country -> languages the provider fields in it (first = default). */
  languages: Readonly<Record<string, readonly string[]>>;
  genders: Readonly<Record<Gender, GenderCode>>;
  /** Region option ids of the audience (shared/src/wizard/audience.ts) per country -> provider codes. */
  regions: Readonly<Record<string, Readonly<Record<string, RegionCode>>>>;
}

export interface ResolvedTarget<GenderCode, RegionCode> {
  country: string;
  language: string;
  /** `cellId` is the quota plan's (`group26_35:female`), the provider's quota id. */
  cells: { cellId: string; ageGroup: AgeGroup; ages: [number, number]; gender: GenderCode; count: number }[];
  regions: RegionCode[];
}

/** The plan in a provider's codes, or a `rejected-targeting` PanelError naming what it lacks. */
export function resolveTarget<G, R>(
  provider: string,
  table: TargetingTable<G, R>,
  target: PanelTarget,
): ResolvedTarget<G, R> {
  const country = target.country.toUpperCase();
  const languages = table.languages[country];
  if (!languages) throw new PanelError(provider, 'rejected-targeting', `country ${country} is not fielded`);
  const language = (target.language ?? languages[0] ?? '').toLowerCase();
  if (!languages.includes(language)) {
    throw new PanelError(provider, 'rejected-targeting', `language ${language} is not fielded in ${country}`);
  }
  const regionCodes = table.regions[country] ?? {};
  const regions = target.plan.regions.map((region) => {
    const code = regionCodes[region];
    if (code === undefined) {
      throw new PanelError(provider, 'rejected-targeting', `region ${region} of ${country} has no code`);
    }
    return code;
  });
  return {
    country,
    language,
    cells: target.plan.cells
      .filter((cell) => cell.target > 0)
      .map((cell) => ({
        cellId: cell.cellId,
        ageGroup: cell.ageGroup,
        ages: ageRangeOf(cell.ageGroup),
        gender: table.genders[cell.gender],
        count: cell.target,
      })),
    regions: [...new Set(regions)],
  };
}
