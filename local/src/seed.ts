import type { LocalEndpoints } from './aws-clients.ts';
import type { ProvisionReport } from './provision.ts';

export interface SeedContext {
  url: string;
  apiUrl: string;
  dataDir: string;
  endpoints: LocalEndpoints & { sfn: string };
  /** What provisioning created in this start: empty tables mean a fresh data dir. */
  provisioned: ProvisionReport;
}

export type Seed = (context: SeedContext) => Promise<void>;

const registered: Seed[] = [];

/**
 * Adds data-seeding work that every local runtime start runs once its tables, buckets and
 * environment are ready, before it serves requests. Seeds must be idempotent (restarts keep
 * the data); `context.provisioned.createdTables` tells a fresh start apart.
 */
export function registerSeed(seed: Seed): void {
  registered.push(seed);
}

export async function runSeeds(context: SeedContext, extra: readonly Seed[]): Promise<void> {
  for (const seed of [...registered, ...extra]) await seed(context);
}
