import {
  NORM_METRICS,
  selectNorms,
  type NormGroup,
  type NormLevelView,
  type NormScope,
  type NormSet,
  type Norms,
} from '@adpulse/shared/analysis/index';
import { computeNormGroups } from '../engine/norms/compute.ts';
import { SEED_NORMS } from '../engine/norms/seed.ts';
import {
  findNormCountry,
  findNormGroups,
  normCountries,
  normInputsOf,
  saveNormGroups,
} from '../data/norm-store.ts';

type StoredGroup = NormGroup & { simulatedProjects?: number };

/**
 * The norm set a project is analysed and read against: the computed groups of its country (lv1)
 * and of its country, category and viewer (lv2), with the seed set behind them where none exists.
 */
export async function normSetFor(scope: NormScope): Promise<NormSet> {
  const real = await findNormGroups(scope);
  return {
    seed: real.length === 0,
    generatedAt: real.reduce(
      (newest, group) => (group.updatedAt > newest ? group.updatedAt : newest),
      SEED_NORMS.generatedAt,
    ),
    source:
      real.length === 0
        ? SEED_NORMS.source
        : `closed projects; ${SEED_NORMS.source} where no real group exists`,
    groups: [...real.map(withoutExtras), ...SEED_NORMS.groups],
  };
}

const withoutExtras = ({ simulatedProjects: _simulated, ...group }: StoredGroup): NormGroup => group;

/**
 * Recomputes a country's norm groups from every closed project of it (event-driven: after a
 * project's final analysis). Idempotent; concurrent refreshes end on the newest input version.
 */
export async function refreshNorms(country: string, now: Date): Promise<{ version: number; groups: number }> {
  const state = await findNormCountry(country);
  const inputs = await normInputsOf(country);
  const updatedAt = now.toISOString();
  const groups = computeNormGroups(inputs, updatedAt).map((group) => {
    const members = inputs.filter(
      (input) =>
        group.level === 'lv1' || (input.category === group.category && input.viewer === group.viewer),
    );
    return { ...group, simulatedProjects: members.filter((input) => input.simulated).length };
  });
  const assets = inputs.reduce((sum, input) => sum + input.assets.length, 0);
  await saveNormGroups(country, groups, state.inputVersion, { projects: inputs.length, assets }, updatedAt);
  return { version: state.inputVersion, groups: groups.length };
}

function levelView(group: StoredGroup | null): NormLevelView | null {
  if (!group) return null;
  return {
    level: group.level,
    country: group.country,
    category: group.category,
    viewer: group.viewer,
    projects: group.projects,
    assets: group.assets,
    simulatedProjects: group.simulatedProjects ?? 0,
    seed: group.seed,
    updatedAt: group.updatedAt,
    ...(Object.fromEntries(NORM_METRICS.map((metric) => [metric, group.metrics[metric] ?? null])) as Pick<
      NormLevelView,
      (typeof NORM_METRICS)[number]
    >),
  };
}

/** GET /norms: the lv1 and lv2 groups of a scope as the screens read them, and the norm base's size. */
export async function normsView(scope: NormScope): Promise<Norms> {
  const [real, countries] = await Promise.all([findNormGroups(scope), normCountries()]);
  const selected = selectNorms(
    { seed: false, generatedAt: SEED_NORMS.generatedAt, source: '', groups: [...real, ...SEED_NORMS.groups] },
    scope,
  );
  const lv1 = selected.lv1 as StoredGroup | null;
  const lv2 = selected.lv2 as StoredGroup | null;
  const levels = [lv1, lv2].filter((group): group is StoredGroup => group !== null);
  const updatedAt = countries.reduce(
    (newest, country) => (country.updatedAt && country.updatedAt > newest ? country.updatedAt : newest),
    SEED_NORMS.generatedAt,
  );
  const seed = levels.every((group) => group.seed);
  return {
    selection: { country: scope.country, category: scope.category, viewer: scope.viewer },
    lv1: levelView(lv1),
    lv2: levelView(lv2),
    seed,
    source: seed
      ? SEED_NORMS.source
      : 'closed projects of the country (lv1) and of its category and viewer (lv2)',
    updatedAt,
    basis: {
      projects: countries.reduce((sum, country) => sum + country.projects, 0),
      assets: countries.reduce((sum, country) => sum + country.assets, 0),
    },
  };
}
