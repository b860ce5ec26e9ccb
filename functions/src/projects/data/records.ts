import type { AnalysisReference } from '@adpulse/shared/analysis/reference';
import type {
  Audience,
  Payment,
  PanelProvider,
  PredictMediaType,
  Project,
  ProjectStatus,
  ProjectSummary,
  ProjectType,
  Question,
  Step,
  Viewer,
} from '@adpulse/shared/projects/index';
import {
  branchKeyOf,
  byFolderStatePk,
  byStatusPk,
  cardKey,
  folderStateOf,
  inFolderPk,
  listSk,
  projectKey,
} from './keys.ts';

/** A project as stored on its `PROJECT#` item. */
export interface ProjectRecord {
  clientId: string;
  projectId: string;
  name: string;
  type: ProjectType;
  status: ProjectStatus;
  step: Step;
  viewer: Viewer;
  predictMediaType?: PredictMediaType;
  panelProvider: PanelProvider;
  thumbnail: string | null;
  /** Results-bucket key of the thumbnail of the project's first ready stimulus: the card's picture. */
  stimulusThumbnail?: string | null;
  folder: string | null;
  branchId?: string;
  created: string;
  closed: string | null;
  country: string | null;
  audience: Audience;
  questions: Question[];
  /** The attention check is asked (absent on projects made before it: off). */
  attentionCheck?: boolean;
  payment: Payment;
  analysis: AnalysisReference | null;
  createdBy: string;
  version: number;
}

/** The fields a card carries: a change to any of them rewrites the card. */
export const CARD_FIELDS = [
  'name',
  'type',
  'status',
  'step',
  'viewer',
  'predictMediaType',
  'thumbnail',
  'stimulusThumbnail',
  'folder',
  'branchId',
  'created',
  'closed',
] as const satisfies readonly (keyof ProjectRecord)[];

/** The project's results come, wholly or partly, from simulated respondents (its card says so). */
export const simulatedResults = (record: Pick<ProjectRecord, 'analysis'>): boolean =>
  Boolean(record.analysis?.simulated);

export function projectItem(record: ProjectRecord) {
  return { ...projectKey(record.clientId, record.projectId), entity: 'project', ...record };
}

export function toProjectRecord(item: Record<string, unknown>): ProjectRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return record as unknown as ProjectRecord;
}

/** The card item: the dashboard fields and the keys of the list indexes (gsi1..3). */
export function cardItem(record: ProjectRecord) {
  const branch = branchKeyOf(record.branchId);
  const sortKey = listSk(record.created, record.projectId);
  return {
    ...cardKey(record.clientId, record.projectId),
    entity: 'projectCard',
    projectId: record.projectId,
    ...Object.fromEntries(CARD_FIELDS.map((field) => [field, record[field]])),
    ...(simulatedResults(record) ? { simulated: true } : {}),
    gsi1pk: byFolderStatePk(record.clientId, branch, record.status, folderStateOf(record.folder)),
    gsi1sk: sortKey,
    gsi2pk: byStatusPk(record.clientId, branch, record.status),
    gsi2sk: sortKey,
    ...(record.folder ? { gsi3pk: inFolderPk(record.folder, branch, record.status), gsi3sk: sortKey } : {}),
  };
}

/** A card item (or a project record) as the API's project summary. */
export function toSummary(item: Record<string, unknown>): ProjectSummary {
  const summary: ProjectSummary = {
    _id: String(item.projectId),
    name: String(item.name),
    type: item.type as ProjectType,
    status: item.status as ProjectStatus,
    step: item.step as Step,
    viewer: item.viewer as Viewer,
    thumbnail: (item.thumbnail as string | null | undefined) ?? null,
    folder: (item.folder as string | null | undefined) ?? null,
    created: String(item.created),
    closed: (item.closed as string | null | undefined) ?? null,
  };
  if (item.predictMediaType) summary.predictMediaType = item.predictMediaType as PredictMediaType;
  if (item.branchId) summary.branchId = String(item.branchId);
  // A card item carries the flag itself; a project record has it in its analysis reference.
  if (item.simulated === true || (item.analysis as AnalysisReference | null | undefined)?.simulated) {
    summary.simulated = true;
  }
  return summary;
}

export function toProject(record: ProjectRecord): Project {
  return {
    ...toSummary({ ...record }),
    panelProvider: record.panelProvider,
    country: record.country,
    audience: record.audience,
    questions: record.questions,
    attentionCheck: record.attentionCheck ?? false,
    payment: record.payment,
    analysis: record.analysis ?? null,
  };
}
