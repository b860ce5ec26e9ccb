import { randomBytes } from 'node:crypto';
import { ENV, SUPPORTED_LANGUAGES, type Language } from '@adpulse/shared';
import {
  ADVERTISER_MAX,
  IMAGE_EXPOSURE_SECONDS,
  RESPONDENT_MAX_AGE,
  RESPONDENT_MIN_AGE,
  GENDERS,
  orderRuleOf,
  quotaPlan,
  type EntrySource,
  type TestQuestion,
} from '@adpulse/shared/fieldwork/index';
import { fieldedSampleSize } from '@adpulse/shared/billing/pricing';
import { DEFAULT_AUDIENCE_SOURCE, type PanelProvider } from '@adpulse/shared/projects/index';
import { countryByCode } from '@adpulse/shared/wizard/audience';
import { now } from '../platform/clock.ts';
import { notFound } from '../platform/errors.ts';
import { findClient } from '../accounts/index.ts';
import { readyAssets } from '../assets/index.ts';
import { findProject, type ProjectRecord } from '../projects/index.ts';
import { createFieldwork, deleteUnstartedFieldwork, findFieldwork } from './data/fieldwork-store.ts';
import {
  FIELDWORK_COUNTERS,
  type FieldworkRecord,
  type StoredStimulus,
  type TestContent,
  type TestRecord,
} from './data/records.ts';
import { PANEL_MODE_ENV, panelMode } from './panel/panel-for.ts';
import { audienceTargetOf } from './panel/live-panel.ts';
import { fieldworkSettings } from './settings.ts';

/** The project's panel link as the purchase records it. */
export interface TestLink {
  testId: string;
  projectId: string;
  clientId: string;
  panelProvider: PanelProvider;
  status: 'live';
  createdAt: string;
}

type ReadyAsset = Awaited<ReturnType<typeof readyAssets>>[number];

const newTestId = () => randomBytes(12).toString('base64url');

function toLink(record: FieldworkRecord): TestLink {
  return {
    testId: record.testId,
    projectId: record.projectId,
    clientId: record.clientId,
    panelProvider: record.panelProvider,
    status: record.status,
    createdAt: record.createdAt,
  };
}

/** The project's panel link, or undefined before its fieldwork launched. */
export async function findTestLink(clientId: string, projectId: string): Promise<TestLink | undefined> {
  const record = await findFieldwork(clientId, projectId, true);
  return record ? toLink(record) : undefined;
}

/**
 * Fieldwork of a project that has just become active: its quota plan, what respondents are
 * shown, and one public test id per way in (the project's panel and the direct link). Done
 * once per project: a repeated launch (a retried purchase step) answers the first one's link.
 * `activated` is the project as its activation wrote it (the purchase passes it on); without it
 * the project is read.
 */
export async function launchFieldwork(
  clientId: string,
  projectId: string,
  panelProvider: PanelProvider,
  activated?: ProjectRecord,
): Promise<TestLink> {
  const existing = await findFieldwork(clientId, projectId, true);
  if (existing) return toLink(existing);
  const project = activated ?? (await findProject(clientId, projectId));
  if (!project) throw notFound();
  const assets = await readyAssets(clientId, projectId);
  const record = fieldworkOf(project, panelProvider, assets, now(), await advertiserOf(clientId));
  const tests: TestRecord[] = Object.entries(record.tests).map(([panel, testId]) => ({
    testId,
    clientId,
    projectId,
    panel: panel as EntrySource,
  }));
  if (await createFieldwork(record, tests)) return toLink(record);
  const winner = await findFieldwork(clientId, projectId, true);
  if (!winner) throw new Error(`Fieldwork of ${projectId} was neither created nor found`);
  return toLink(winner);
}

/**
 * Undoes the launch of a purchase that failed after it (LaunchFieldwork failed for good): the
 * fieldwork and its test ids go, so no link of a project that is for sale again stays open and
 * the sweeper finds no fieldwork to close. Only while nobody entered it and no panel project was
 * opened. True when the project has no fieldwork now; false when it has begun (it is kept).
 */
export async function withdrawUnstartedFieldwork(clientId: string, projectId: string): Promise<boolean> {
  const record = await findFieldwork(clientId, projectId, true);
  return record ? deleteUnstartedFieldwork(record) : true;
}

/** The fieldwork record of a project at launch (pure: ids and clock passed in). */
export function fieldworkOf(
  project: ProjectRecord,
  panelProvider: PanelProvider,
  assets: readonly ReadyAsset[],
  at: number,
  advertiser: string | null,
  testIds: () => string = newTestId,
): FieldworkRecord {
  const settings = fieldworkSettings();
  const sampleSize = fieldedSampleSize(
    project.type,
    assets.map((asset) => asset.requiredRespondents),
    project.audience.sampleSize,
  );
  const plan = quotaPlan(project.audience, sampleSize);
  const tests = { [panelProvider]: testIds(), direct: testIds() } as Record<EntrySource, string>;
  const zeroPerCell = Object.fromEntries(plan.cells.map((cell) => [cell.cellId, 0]));
  const startedAt = new Date(at).toISOString();
  const audienceSource = project.audience.source ?? DEFAULT_AUDIENCE_SOURCE;
  const mode = panelMode(process.env[PANEL_MODE_ENV]);
  return {
    clientId: project.clientId,
    projectId: project.projectId,
    panelProvider,
    testId: tests[panelProvider],
    tests,
    status: 'live',
    state: 'fielding',
    // A demo stack labels every project simulated, whatever its panel mode; otherwise only a panel
    // audience under the simulated panel is (an own audience never gets simulated respondents).
    simulated: (audienceSource === 'panel' && mode === 'simulated') || process.env[ENV.demoStack] === 'true',
    audienceSource,
    plan,
    panelTarget: audienceTargetOf(project.audience),
    content: testContentOf(project, assets, advertiser),
    counts: Object.fromEntries(FIELDWORK_COUNTERS.map((name) => [name, 0])) as FieldworkRecord['counts'],
    taken: zeroPerCell,
    cellCompletes: { ...zeroPerCell },
    createdAt: startedAt,
    startedAt,
    closesAt: new Date(at + settings.fieldTimeSeconds * 1000).toISOString(),
    closedAt: null,
    closeReason: null,
  };
}

/**
 * The advertiser respondents see in the feed mock-ups: the client's company name, the brand it
 * registered with (trimmed to what a post header shows); null when it has none.
 */
export async function advertiserOf(clientId: string): Promise<string | null> {
  const name = (await findClient(clientId))?.companyName.trim();
  return name ? name.slice(0, ADVERTISER_MAX) : null;
}

/** What respondents of the project are shown: its languages, screener, advertiser, stimuli and questions. */
export function testContentOf(
  project: ProjectRecord,
  assets: readonly ReadyAsset[],
  advertiser: string | null,
): TestContent {
  const audienceLanguage = SUPPORTED_LANGUAGES.find((language) => language === project.audience.language);
  const languages: Language[] = audienceLanguage
    ? [audienceLanguage, ...SUPPORTED_LANGUAGES.filter((language) => language !== audienceLanguage)]
    : [...SUPPORTED_LANGUAGES];
  const country = countryByCode(project.audience.country ?? project.country ?? undefined);
  const stimuli: StoredStimulus[] = assets.flatMap((asset) => {
    if (!asset.media || !asset.kind) return [];
    return [
      {
        stimulusId: asset.assetId,
        kind: asset.kind,
        duration: asset.kind === 'video' && asset.duration ? asset.duration : IMAGE_EXPOSURE_SECONDS,
        viewer: project.viewer,
        width: asset.media.width,
        height: asset.media.height,
        name: asset.name.slice(0, 120),
        media: { bucket: 'results', key: asset.media.key },
      },
    ];
  });
  const questions: TestQuestion[] = project.questions.map((question, index) => ({
    questionId: `q${index + 1}`,
    type: question.type,
    text: question.text,
    answers: { answerList: question.answers.answerList, randomOrder: question.answers.randomOrder },
  }));
  return {
    languages,
    screener: {
      minAge: RESPONDENT_MIN_AGE,
      maxAge: RESPONDENT_MAX_AGE,
      // Every option is offered: the quota plan, not the form, decides who screens out.
      genders: [...GENDERS],
      regions: (country?.regions ?? []).map((region) => ({ id: region.id, name: region.name })),
    },
    orderRule: orderRuleOf(project.type),
    advertiser,
    stimuli,
    questions,
    attentionCheck: project.attentionCheck ?? false,
  };
}
