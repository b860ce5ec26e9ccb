import { AGE_GROUPS } from '@adpulse/shared/projects/constants';
import type { FeasibilityAudience, PanelProvider } from '../feasibility-request.ts';
import type { PanelAdapter, PanelConnector, PanelItemRequest } from './panel.ts';

/**
 * Respondents a panel can reach for a whole-country national sample, by country size class.
 * Unlisted countries are small.
 */
const REACH_BY_SIZE = { large: 6000, medium: 2000, small: 600 } as const;
type SizeClass = keyof typeof REACH_BY_SIZE;

const LARGE = [
  'US',
  'CN',
  'IN',
  'BR',
  'JP',
  'DE',
  'GB',
  'FR',
  'IT',
  'ES',
  'MX',
  'CA',
  'KR',
  'ID',
  'TR',
  'RU',
];
const MEDIUM = [
  'NL',
  'PL',
  'SE',
  'BE',
  'CH',
  'AT',
  'PT',
  'GR',
  'CZ',
  'RO',
  'AU',
  'AR',
  'ZA',
  'DK',
  'NO',
  'FI',
  'IE',
];

/** Primary grocery decision makers are about half of the national adult population. */
const PRIMARY_POPULATION_SHARE = 0.5;

export function countrySizeClass(country: string): SizeClass {
  const code = country.toUpperCase();
  if (LARGE.includes(code)) return 'large';
  if (MEDIUM.includes(code)) return 'medium';
  return 'small';
}

/**
 * Deterministic reach estimate used locally and in tests:
 *   reach(country size) x population share x (age groups selected / groups of the population)
 *   x (genders selected / 2)
 * rounded down. Selecting no age group or no gender means no restriction on that dimension.
 */
export function simulatedCapacity(audience: FeasibilityAudience): number {
  const population = audience.population;
  const groups = AGE_GROUPS[population];
  const selectedGroups = groups.filter((group) => audience[group] === true).length;
  const genders = [audience.genre?.male, audience.genre?.female].filter((on) => on === true).length;

  const populationShare = population === 'primary' ? PRIMARY_POPULATION_SHARE : 1;
  const ageShare = selectedGroups === 0 ? 1 : selectedGroups / groups.length;
  const genderShare = genders === 0 ? 1 : genders / 2;
  return Math.floor(
    REACH_BY_SIZE[countrySizeClass(audience.country)] * populationShare * ageShare * genderShare,
  );
}

/** A panel that answers at once (status READY) from the reach estimate above; same model for every provider. */
export function simulatedPanel(provider: PanelProvider): PanelAdapter {
  return {
    provider,
    async checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]) {
      const capacity = simulatedCapacity(audience);
      return items.map((item) => ({
        assetId: item.assetId,
        feasibility: item.requiredRespondents <= capacity,
        status: 'READY' as const,
      }));
    },
  };
}

/** What the simulated panel knows of a project: our own fieldwork counts (it sends no one itself). */
export interface SimulatedPanelView {
  state: 'fielding' | 'closing' | 'closed';
  completes: number;
  entries: number;
}

/**
 * The simulated panel's project life, so the fieldwork machine runs the same states in every
 * mode: create names the project after our reference, launch and close change nothing at a
 * provider that is not there, the status is our own counts (the simulated respondents are
 * ours), and a reconciliation takes every row.
 */
export function simulatedConnector(provider: PanelProvider, view: () => SimulatedPanelView): PanelConnector {
  return {
    provider,
    async quote() {
      return { status: 'READY', feasible: true, available: 0, costPerInterview: null, currency: 'USD' };
    },
    async create(spec) {
      return `simulated-${spec.ref}`;
    },
    async launch() {},
    async pause() {},
    async close() {},
    async status() {
      const fieldwork = view();
      return {
        state: fieldwork.state === 'fielding' ? 'live' : 'closed',
        completes: fieldwork.completes,
        starts: fieldwork.entries,
      };
    },
    async reconcile(_id, completes) {
      return { updated: completes.length, alreadyFinal: 0 };
    },
  };
}
