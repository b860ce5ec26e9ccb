import { createHash } from 'node:crypto';
import type { ClientType } from '@adpulse/shared';
import {
  PREDICT_MEDIA_TYPES,
  VIEWERS,
  WIZARD_STEPS,
  offersProduct,
  type ProjectStatus,
  type Question,
  type SampleSize,
  type ProjectType,
  type Step,
} from '@adpulse/shared/projects/index';
import { tableName } from '../platform/aws.ts';
import { planProjectWrites } from './data/index-writes.ts';
import { getItem } from '../platform/dynamo/reads.ts';
import type { ProjectRecord } from './data/records.ts';
import { WriteConflict, applyPlan, putIfAbsent } from './data/store.ts';
import { findClient } from '../accounts/index.ts';

const BRANDS = [
  'Lumina Coffee',
  'Verde Pasta',
  'Nordlys Outdoor',
  'Aurora Cosmetics',
  'Brio Sparkling Water',
  'Castello Gelato',
  'Volta E-Bikes',
  'Marea Suncare',
  'Tessa Fashion',
  'Orto Fresco',
  'Piuma Pet Food',
  'Kairo Telecom',
  'Solare Energy',
  'Dolce Vita Biscotti',
  'Atlas Insurance',
];
const CAMPAIGNS = [
  'Summer Launch 30s',
  'Christmas TV Spot',
  'Back to School',
  'Spring Sale 15s',
  'Brand Film 60s',
  'Product Demo',
  'Instagram Story Cut',
  'Black Friday',
  'New Recipe Teaser',
  'Festival Sponsorship',
  'Holiday Bundle',
  'Loyalty App Promo',
];
const FOLDER_NAMES = [
  'Q1 Campaigns',
  'TV Spots',
  'Social Cuts',
  'Brand Tracking',
  'Seasonal',
  'Retail Activation',
  'Pre-tests 2026',
  'Agency Review',
  'Packaging',
  'Sponsorships',
];
const TYPES: ProjectType[] = ['discover', 'abtest', 'sequential', 'discover', 'custom', 'predict'];
const PENDING_STEPS: Step[] = [
  WIZARD_STEPS.audience,
  WIZARD_STEPS.stimulus,
  WIZARD_STEPS.questions,
  WIZARD_STEPS.review,
  WIZARD_STEPS.checkout,
];

const DAY = 24 * 60 * 60 * 1000;

/** Stable ids: seeding again (after a crash, or on every start) writes nothing twice. */
export function demoId(clientId: string, kind: string, index: number): string {
  return `demo${kind}${createHash('sha256').update(`${clientId}:${kind}:${index}`).digest('hex').slice(0, 20)}`;
}

/** A rotation of statuses: more closed than active, and pending at every step (or drafts only). */
function statusOf(index: number, draftsOnly: boolean): ProjectStatus {
  if (draftsOnly) return 'pending';
  const slot = index % 6;
  return slot < 2 ? 'pending' : slot < 3 ? 'active' : 'closed';
}

/** A demo folder as the folders domain stores it. */
export interface DemoFolder {
  clientId: string;
  folderId: string;
  name: string;
  created: string;
}

/** Marks a client as seeded: deleting demo projects afterwards sticks. */
const seedMarkerKey = (clientId: string) => ({ pk: `CLIENT#${clientId}`, sk: 'SEED#demo-projects' });

/** What seedDemoProjects writes: how many projects and folders, and whether drafts only. */
export interface DemoWorkspaceOptions {
  projects?: number;
  folders?: number;
  /**
   * Only drafts (pending at every wizard step): `npm start`'s demo, whose bought projects are
   * fielded and analysed for real (local/src/demo-story.ts). Without it the rotation also writes
   * active and closed projects that have neither fieldwork nor analysis: list and board data for tests.
   */
  draftsOnly?: boolean;
}

/**
 * Demo folders and projects for a client: every status (pending at each step, active, closed
 * with closed dates) or drafts only, brand campaign names, some in folders, assigned round-robin
 * to the client's branches (and none) when it has some. No analysis numbers and no fieldwork.
 * Idempotent: a seeded client is left as it is.
 */
export async function seedDemoProjects(
  clientId: string,
  /** The stored item of a demo folder: the folders domain's, passed in by the composition layer (workflows/demo.ts). */
  folderItem: (folder: DemoFolder) => Record<string, unknown>,
  options: DemoWorkspaceOptions = {},
): Promise<void> {
  if (await getItem(seedMarkerKey(clientId), true)) return;
  const projects = options.projects ?? 24;
  const folders = options.folders ?? 4;
  const now = Date.now();
  const client = await findClient(clientId);
  const branchSlots: (string | undefined)[] = [
    undefined,
    ...(client?.multiUser ? client.branches.map((b) => b._id) : []),
  ];

  const folderIds: string[] = [];
  for (let index = 0; index < folders; index += 1) {
    const folderId = demoId(clientId, 'f', index);
    folderIds.push(folderId);
    const name = `${FOLDER_NAMES[index % FOLDER_NAMES.length]}${index >= FOLDER_NAMES.length ? ` ${Math.floor(index / FOLDER_NAMES.length) + 1}` : ''}`;
    await putIfAbsent(
      folderItem({
        clientId,
        folderId,
        name,
        created: new Date(now - (folders - index) * 7 * DAY).toISOString(),
      }),
    );
  }

  const records = Array.from({ length: projects }, (_, index) =>
    demoProject(
      clientId,
      index,
      projects,
      now,
      folderIds,
      branchSlots,
      client?.clientType ?? 'regular',
      options.draftsOnly ?? false,
    ),
  );
  const CONCURRENCY = 8;
  for (let start = 0; start < records.length; start += CONCURRENCY) {
    await Promise.all(records.slice(start, start + CONCURRENCY).map(insertIfAbsent));
  }
  await putIfAbsent({
    ...seedMarkerKey(clientId),
    entity: 'seedMarker',
    seededAt: new Date(now).toISOString(),
  });
}

function demoProject(
  clientId: string,
  index: number,
  total: number,
  now: number,
  folderIds: readonly string[],
  branchSlots: readonly (string | undefined)[],
  clientType: ClientType,
  draftsOnly: boolean,
): ProjectRecord {
  const status = statusOf(index, draftsOnly);
  const rotated = TYPES[index % TYPES.length] ?? 'discover';
  // A regular client has no contract products.
  const type = offersProduct(clientType, rotated) ? rotated : 'abtest';
  const brand = BRANDS[index % BRANDS.length];
  const campaign = CAMPAIGNS[Math.floor(index / BRANDS.length) % CAMPAIGNS.length];
  const round = Math.floor(index / (BRANDS.length * CAMPAIGNS.length));
  const createdAt = now - (total - index) * 1.5 * DAY - (index % 7) * 3_600_000;
  const folder = index % 3 === 1 && folderIds.length ? (folderIds[index % folderIds.length] ?? null) : null;
  const branchId = branchSlots[index % branchSlots.length];
  return {
    clientId,
    projectId: demoId(clientId, 'p', index),
    name: `${brand} ${campaign}${round ? ` ${round + 1}` : ''}`,
    type,
    status,
    step:
      status === 'pending'
        ? (PENDING_STEPS[index % PENDING_STEPS.length] ?? WIZARD_STEPS.audience)
        : WIZARD_STEPS.completed,
    viewer: VIEWERS[index % VIEWERS.length] ?? 'tv',
    ...(type === 'predict' ? { predictMediaType: PREDICT_MEDIA_TYPES[index % 2] ?? 'image' } : {}),
    panelProvider: index % 4 === 0 ? 'pure-spectrum' : 'dynata',
    thumbnail: null,
    folder,
    ...(branchId ? { branchId } : {}),
    created: new Date(createdAt).toISOString(),
    closed: status === 'closed' ? new Date(Math.min(now, createdAt + 6 * DAY)).toISOString() : null,
    country: 'IT',
    audience:
      status === 'pending' && index % PENDING_STEPS.length === 0
        ? {}
        : {
            country: 'IT',
            language: 'it',
            population: 'national',
            category: 'food-beverage',
            sampleSize: 150,
          },
    questions: [],
    payment: {},
    analysis: null,
    createdBy: 'demo-seed',
    version: 1,
  };
}

async function insertIfAbsent(record: ProjectRecord): Promise<void> {
  try {
    await applyPlan(planProjectWrites(tableName(), undefined, record));
  } catch (error) {
    if (!(error instanceof WriteConflict && error.role === 'project')) throw error;
  }
}

export interface ActiveDemoProject {
  clientId: string;
  projectId: string;
  name: string;
  type: ProjectType;
  created: Date;
  /** The sample the fieldwork closes on. */
  sampleSize: SampleSize;
  questions: Question[];
  country: string;
  category: string;
}

/**
 * A bought demo project, as the purchase leaves it (active, every wizard step done), ready for
 * its fieldwork; written once (stable id), so seeding again leaves it as it is.
 */
export async function insertActiveDemoProject(spec: ActiveDemoProject): Promise<void> {
  await insertIfAbsent({
    clientId: spec.clientId,
    projectId: spec.projectId,
    name: spec.name,
    type: spec.type,
    status: 'active',
    step: WIZARD_STEPS.completed,
    viewer: 'tv',
    ...(spec.type === 'predict' ? { predictMediaType: 'video' as const } : {}),
    panelProvider: 'dynata',
    thumbnail: null,
    folder: null,
    created: spec.created.toISOString(),
    closed: null,
    country: spec.country,
    audience: {
      country: spec.country,
      language: 'it',
      population: 'national',
      category: spec.category,
      sampleSize: spec.sampleSize,
    },
    questions: spec.questions,
    payment: {},
    analysis: null,
    createdBy: 'demo-seed',
    version: 1,
  });
}
