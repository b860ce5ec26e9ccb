import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { WIZARD_STEPS, type ProjectStatus } from '@adpulse/shared/projects/index';
import { createClientWithAdmin } from '../../functions/src/accounts/account-creation.ts';
import { issueSession } from '../../functions/src/platform/auth/authenticate.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';
import { folderItem } from '../../functions/src/folders/data/records.ts';
import { newId } from '../../functions/src/platform/ids.ts';
import { planProjectWrites } from '../../functions/src/projects/data/index-writes.ts';
import {
  CONSUMED_CAPACITY_FLAG,
  CONSUMED_CAPACITY_HEADER,
} from '../../functions/src/platform/dynamo/capacity.ts';
import type { ProjectRecord } from '../../functions/src/projects/data/records.ts';

/**
 * The dashboard's list calls against a running local API, and a client with many projects to
 * run them on. Both run in the process that hosts the local runtime (startTestRuntime): the
 * seed writes through the runtime's DynamoDB Local, and the read capacity comes back in the
 * `x-consumed-rcu` header, which the handlers add while LOCAL_CONSUMED_CAPACITY=true.
 */

export interface BenchClient {
  clientId: string;
  userId: string;
  token: string;
  projects: number;
  folders: number;
  seedMs: number;
  /** A word found in about one name in fifteen, for the search call. */
  searchWord: string;
}

const BRANDS = [
  'Lumina',
  'Verde',
  'Nordlys',
  'Aurora',
  'Brio',
  'Castello',
  'Volta',
  'Marea',
  'Tessa',
  'Orto',
  'Piuma',
  'Kairo',
  'Solare',
  'Dolce',
  'Atlas',
];
const CAMPAIGNS = [
  'Summer',
  'Christmas',
  'School',
  'Spring',
  'Film',
  'Demo',
  'Story',
  'Friday',
  'Teaser',
  'Festival',
];
const BENCH_FOLDERS = 20;
const DAY = 86_400_000;

/** 70 % closed, 20 % active, 10 % pending: a client with a long history. */
const statusOf = (index: number): ProjectStatus =>
  index % 10 < 7 ? 'closed' : index % 10 < 9 ? 'active' : 'pending';

type Item = Record<string, unknown>;

/**
 * A regular client with `n` projects (and 20 folders holding about one project in seven),
 * written in bulk: the project, card and word items each project would get through the API, and
 * the counters computed once. Answers a session token of the client's admin.
 */
export async function seedBenchClient(n = 10_000): Promise<BenchClient> {
  const started = performance.now();
  const { client, user } = await createClientWithAdmin(
    {
      clientType: 'regular',
      multiUser: false,
      companyName: `Bench ${n}`,
      registration: { country: 'IT', newsletterRegistration: false, type: 'predict' },
    },
    { firstName: 'Bench', lastName: 'User', email: `bench-${newId().toLowerCase()}@bench.adpulse.local` },
    'en',
  );
  const clientId = client.clientId;
  const table = tableName();
  const now = Date.now();

  const folderIds = Array.from({ length: BENCH_FOLDERS }, () => newId(now));
  const counters = new Map<string, number>();
  const folderCounters = new Map<string, Map<string, number>>();
  const items: Item[] = [];
  for (let index = 0; index < n; index += 1) {
    const status = statusOf(index);
    const created = now - (n - index) * (DAY / 10);
    const folder = index % 7 === 3 ? (folderIds[index % BENCH_FOLDERS] ?? null) : null;
    const record: ProjectRecord = {
      clientId,
      projectId: newId(created),
      name: `${BRANDS[index % BRANDS.length]} ${CAMPAIGNS[Math.floor(index / BRANDS.length) % CAMPAIGNS.length]} ${index}`,
      type: 'discover',
      status,
      step: status === 'pending' ? WIZARD_STEPS.review : WIZARD_STEPS.completed,
      viewer: 'tv',
      panelProvider: 'dynata',
      thumbnail: null,
      folder,
      created: new Date(created).toISOString(),
      closed: status === 'closed' ? new Date(created + 5 * DAY).toISOString() : null,
      country: 'IT',
      audience: { country: 'IT', language: 'it', population: 'national', category: 'food', sampleSize: 150 },
      questions: [],
      payment: {},
      analysis: null,
      createdBy: user.userId,
      version: 1,
    };
    for (const { item } of planProjectWrites(table, undefined, record)) {
      if (item.Put?.Item) items.push(item.Put.Item);
      const update = item.Update;
      if (!update) continue;
      const names = update.ExpressionAttributeNames ?? {};
      const values = update.ExpressionAttributeValues ?? {};
      const target =
        update.Key?.sk === 'PROJECTCOUNTS'
          ? counters
          : folderCountersOf(folderCounters, String(update.Key?.sk));
      for (const [placeholder, name] of Object.entries(names)) {
        target.set(name, (target.get(name) ?? 0) + Number(values[placeholder.replace('#n', ':d')]));
      }
    }
  }
  await bulkPut(table, items);
  await Promise.all(
    folderIds.map((folderId, index) =>
      put(table, {
        ...folderItem({
          clientId,
          folderId,
          name: `Bench folder ${index + 1}`,
          created: new Date(now - index * DAY).toISOString(),
        }),
        ...Object.fromEntries(folderCounters.get(`FOLDER#${folderId}`) ?? []),
      }),
    ),
  );
  await put(table, { pk: `CLIENT#${clientId}`, sk: 'PROJECTCOUNTS', ...Object.fromEntries(counters) });

  const { token } = await issueSession({
    userId: user.userId,
    clientId,
    subType: 'admin',
    clientType: 'regular',
    multiUser: false,
  });
  return {
    clientId,
    userId: user.userId,
    token,
    projects: n,
    folders: BENCH_FOLDERS,
    seedMs: Math.round(performance.now() - started),
    searchWord: BRANDS[0]?.toLowerCase() ?? 'lumina',
  };
}

function folderCountersOf(all: Map<string, Map<string, number>>, sk: string): Map<string, number> {
  const found = all.get(sk) ?? new Map<string, number>();
  all.set(sk, found);
  return found;
}

const put = (table: string, item: Item) =>
  dynamoClient().send(new PutCommand({ TableName: table, Item: item }));

/**
 * Puts in transactions of 100 items. DynamoDB Local commits each request to SQLite on disk, so
 * the per-request cost dominates: 100-item transactions wrote 3-4 times faster than 25-item
 * BatchWrites here (measured ~1,200-1,700 against ~250-500 items/s).
 */
async function bulkPut(table: string, items: readonly Item[]): Promise<void> {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += 100) chunks.push(items.slice(start, start + 100));
  const CONCURRENCY = 8;
  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) {
      await dynamoClient().send(
        new TransactWriteCommand({
          TransactItems: chunk.map((Item) => ({ Put: { TableName: table, Item } })),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export interface DashboardCallStats {
  name: string;
  path: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  /** Read capacity units of the domain's reads for one call (the session check adds 1 RCU); null when the header is off. */
  rcu: number | null;
  items: number;
}

export interface DashboardBench {
  calls: DashboardCallStats[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * p50 and p99 of each list call the dashboard makes (closed projects 30 at a time, active
 * projects 10 with projectsInfolder any, the folders, a search), one request at a time after a
 * warm-up, and the read capacity each consumed. Turns LOCAL_CONSUMED_CAPACITY on for the run
 * (the runtime's handlers live in this process) and restores it after.
 */
export async function benchDashboard(
  apiUrl: string,
  token: string,
  clientId: string,
  options: { samples?: number; warmup?: number; searchWord?: string } = {},
): Promise<DashboardBench> {
  const samples = options.samples ?? 200;
  const warmup = options.warmup ?? 20;
  const calls: { name: string; path: string }[] = [
    {
      name: 'closed projects (limit 30, projectsInfolder any)',
      path: `/clients/${clientId}/projects?projectsStatus=closed&limit=30&skip=0&projectsInfolder=any`,
    },
    {
      name: 'closed projects, 11th page (skip 300)',
      path: `/clients/${clientId}/projects?projectsStatus=closed&limit=30&skip=300&projectsInfolder=any`,
    },
    {
      name: 'active projects (limit 10, projectsInfolder any)',
      path: `/clients/${clientId}/projects?projectsStatus=active&limit=10&projectsInfolder=any`,
    },
    { name: 'folders', path: `/clients/${clientId}/folders` },
    {
      name: `search "${options.searchWord ?? 'lumina'}"`,
      path: `/clients/${clientId}/projects/search?search=${encodeURIComponent(options.searchWord ?? 'lumina')}`,
    },
  ];
  const previous = process.env[CONSUMED_CAPACITY_FLAG];
  process.env[CONSUMED_CAPACITY_FLAG] = 'true';
  try {
    const results: DashboardCallStats[] = [];
    for (const call of calls) {
      const timings: number[] = [];
      let rcu: number | null = null;
      let items = 0;
      for (let i = 0; i < warmup + samples; i += 1) {
        const started = performance.now();
        const response = await fetch(`${apiUrl}${call.path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { items?: unknown[] };
        const elapsed = performance.now() - started;
        if (!response.ok)
          throw new Error(`${call.path} answered ${response.status}: ${JSON.stringify(body)}`);
        if (i < warmup) continue;
        timings.push(elapsed);
        const header = response.headers.get(CONSUMED_CAPACITY_HEADER);
        rcu = header === null ? null : Number(header);
        items = body.items?.length ?? 0;
      }
      timings.sort((a, b) => a - b);
      results.push({
        ...call,
        samples,
        p50Ms: Number(percentile(timings, 50).toFixed(1)),
        p99Ms: Number(percentile(timings, 99).toFixed(1)),
        rcu,
        items,
      });
    }
    return { calls: results };
  } finally {
    if (previous === undefined) delete process.env[CONSUMED_CAPACITY_FLAG];
    else process.env[CONSUMED_CAPACITY_FLAG] = previous;
  }
}
