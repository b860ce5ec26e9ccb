import { ENV, fieldworkContract } from '@adpulse/shared';
import { PANEL_ENTRY_PARAMS } from '@adpulse/shared/fieldwork/index';
import { fieldworkWorkflow } from '@adpulse/shared/workflows/fieldwork';
import { loadavg } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consumeCredits } from '../../functions/src/billing/credits.ts';
import { readBalance } from '../../functions/src/billing/data/balance.ts';
import { findConsumption } from '../../functions/src/billing/data/consumptions.ts';
import { chargeOnce, findPayment, type PaymentRecord } from '../../functions/src/billing/data/payments.ts';
import {
  claimFailedPurchaseRefund,
  findReconciliation,
} from '../../functions/src/billing/data/reconciliations.ts';
import { reconcileCharge } from '../../functions/src/billing/purchase/reconcile.ts';
import { testLedger } from '../../functions/src/billing/data/test-charges.ts';
import { launchFieldwork } from '../../functions/src/fieldwork/index.ts';
import { findFieldwork, listUnsettledFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import type { FieldworkRecord } from '../../functions/src/fieldwork/data/records.ts';
import {
  forgetPanelSecrets,
  PANEL_SECRETS_ENV,
  panelSecretsSchema,
  type PanelSecretsInput,
} from '../../functions/src/fieldwork/panel/secrets.ts';
import { panelRef } from '../../functions/src/fieldwork/panel-life.ts';
import { resetClock, setClock } from '../../functions/src/platform/clock.ts';
import { findProject, markProjectActive } from '../../functions/src/projects/index.ts';
import type { TaskFailure } from '../../functions/src/platform/task-handler.ts';
import { settlePanelFailure } from '../../functions/src/workflows/fieldwork/panel-failure.ts';
import { startDynataStandIn, type DynataStandIn } from '../support/dynata-stand-in.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { startPureSpectrumStandIn, type PureSpectrumStandIn } from '../support/pure-spectrum-stand-in.ts';
import { waitFor } from '../support/wait.ts';
import { runWorkflowInProcess, type InProcessRun } from '../support/workflow-in-process.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { fieldworkView, honestAnswers } from './fieldwork-fixtures.ts';
import { cardPurchaseInput, contractClient } from './purchase-fixtures.ts';
import { patchProject, projectAtCheckout } from './wizard-fixtures.ts';

/**
 * Issue 23: the panel connectors' life inside the fieldwork machine. The fieldwork ASL runs in
 * this process (runWorkflowInProcess: the deployed definition, each task bound as its workflow
 * definition says) with PANEL_MODE=live against the Dynata and PureSpectrum stand-ins: OpenPanel
 * creates and launches the project with the audience's targeting, respondents enter by the
 * provider's signed link and leave by ours, each Check reads the provider's status and counts (a
 * 429 retried by the ASL), the close (time up; a survey the provider closed) closes at the
 * provider and reconciles before the final analysis; and a documented refusal ends fieldwork
 * with its code, the execution failed, not stuck.
 */
const dynataCredentials = { clientId: 'api', username: 'adpulse', password: 'correct horse' };
const exitKeys = { accessKey: 'adpulse-exit', secretKey: 'exit-secret-0123456789abcdef' };
const entryKeys = { accessKey: 'dynata-entry', secretKey: 'entry-secret-0123456789abcdef' };
const accessToken = 'ps-access-token-123';
const hashSecret = 'shared-hash-secret-for-redirects';

let dynata: DynataStandIn;
let pureSpectrum: PureSpectrumStandIn;
let secrets: PanelSecretsInput;
const saved = {
  mode: process.env.PANEL_MODE,
  secrets: process.env[PANEL_SECRETS_ENV],
  demo: process.env[ENV.demoStack],
};
const running: InProcessRun[] = [];

function useSecrets(value: PanelSecretsInput) {
  process.env[PANEL_SECRETS_ENV] = JSON.stringify(panelSecretsSchema.parse(value));
  forgetPanelSecrets();
}

beforeAll(async () => {
  // Dynata fields Italy only here: a British audience is its documented rejected targeting.
  dynata = await startDynataStandIn({
    credentials: dynataCredentials,
    exitKeys,
    entryKeys,
    reach: { IT: 4000 },
    costPerInterview: 2.75,
    locales: { IT: ['it'] },
  });
  pureSpectrum = await startPureSpectrumStandIn({
    accessToken,
    hashSecret,
    hashAlgorithm: 'sha256',
    reachPerQuota: { it_IT: 800 },
    cpi: 3.1,
  });
  secrets = {
    dynata: {
      ...exitKeys,
      entry: entryKeys,
      exitUrl: `${dynata.url}/respondent/exit`,
      api: { baseUrl: dynata.url, ...dynataCredentials },
    },
    'pure-spectrum': {
      hashSecret,
      hashAlgorithm: 'sha256',
      exitUrl: `${pureSpectrum.url}/surveydone`,
      api: { baseUrl: `${pureSpectrum.url}/buyers/v2`, accessToken },
    },
  };
  // A live deployment: not a demo stack (which labels every project simulated).
  process.env.PANEL_MODE = 'live';
  delete process.env[ENV.demoStack];
  useSecrets(secrets);
});

afterEach(async () => {
  resetClock();
  useSecrets(secrets);
  for (const run of running.splice(0)) {
    run.abort();
    await run.result.catch(() => undefined);
  }
});

afterAll(async () => {
  process.env.PANEL_MODE = saved.mode;
  if (saved.demo !== undefined) process.env[ENV.demoStack] = saved.demo;
  if (saved.secrets === undefined) delete process.env[PANEL_SECRETS_ENV];
  else process.env[PANEL_SECRETS_ENV] = saved.secrets;
  forgetPanelSecrets();
  await dynata.stop();
  await pureSpectrum.stop();
});

type Provider = 'dynata' | 'pure-spectrum';

interface LiveProject {
  owner: SignedIn;
  projectId: string;
  testId: string;
}

const BRITISH_AUDIENCE = {
  country: 'GB',
  language: 'en',
  population: 'national',
  category: 'food',
  genre: { male: true, female: true },
  group18_25: true,
  group26_35: true,
  region: [],
  sampleSize: 150,
};

/**
 * A bought project whose fieldwork launched with PANEL_MODE=live (not simulated), on `provider`;
 * `paid`: bought by card through the test provider (the purchase's Charge step), its payment recorded.
 */
async function liveProject(
  provider: Provider,
  audience?: Record<string, unknown>,
  options: { paid?: boolean; credits?: boolean } = {},
): Promise<LiveProject & { payment?: PaymentRecord }> {
  // `credits`: a custom client under contract, whose project takes one analysis of its balance.
  const owner = options.credits
    ? await contractClient(`panel-life-credits-${provider}`)
    : await registeredUser(`panel-life-${provider}`);
  const project = options.credits
    ? await projectAtCheckout(owner, 'custom', { customer: true })
    : await projectAtCheckout(owner, 'discover');
  await patchProject(owner, project._id, {
    questions: [
      {
        type: 'singleChoice',
        text: 'Would you buy it?',
        answers: { answerList: ['Yes', 'No', 'Maybe'], randomOrder: true },
      },
    ],
    ...(audience ? { audience, country: audience.country } : {}),
  });
  const payment = options.paid
    ? await chargeOnce(await cardPurchaseInput(owner, project._id, 1, '4242 4242 4242 4242'))
    : undefined;
  if (options.credits) {
    await consumeCredits({
      clientId: owner.clientId,
      clientType: 'custom',
      projectId: project._id,
      analyses: 1,
      actor: { kind: 'user', id: owner.userId },
      note: 'panel life',
    });
  }
  await markProjectActive(owner.clientId, project._id);
  await launchFieldwork(owner.clientId, project._id, provider);
  const record = await findFieldwork(owner.clientId, project._id, true);
  expect(record).toMatchObject({ simulated: false, state: 'fielding', panelProvider: provider });
  return { owner, projectId: project._id, testId: record?.tests[provider] ?? '', payment };
}

function startMachine(project: LiveProject): InProcessRun {
  const run = runWorkflowInProcess(
    fieldworkWorkflow,
    { clientId: project.owner.clientId, projectId: project.projectId },
    { waitMs: 150, retryMs: 100 },
  );
  running.push(run);
  return run;
}

const record = (project: LiveProject) =>
  findFieldwork(project.owner.clientId, project.projectId, true) as Promise<FieldworkRecord>;

const until = <T>(what: string, read: () => Promise<T | undefined>) =>
  waitFor(what, read, { timeoutMs: 60_000, everyMs: 150 });

/**
 * A panelist the provider sends in: the entry by the provider's signed link (checked by
 * respondent-entry in live mode), answers, completes, and follows our return link back to the
 * provider, which checks our signature. Answers the provider's answer to the return.
 */
async function panelist(provider: Provider, testId: string, entryUrl: string) {
  const link = new URL(entryUrl);
  expect(link.pathname).toBe(`/t/${testId}`);
  const params = Object.fromEntries(
    PANEL_ENTRY_PARAMS[provider].required.map((name) => [name, link.searchParams.get(name) ?? '']),
  );
  const respondentId = provider === 'dynata' ? (params.pid ?? '') : (params.transaction_id ?? '');
  const entered = await invokeRoute(fieldworkContract.routes.startSession, {
    params: { testId },
    body: {
      panel: { provider, respondentId, params, url: entryUrl },
      screener: { age: 30, gender: 'female', region: 'centre' },
      consent: { webcam: false },
    },
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  if (!('sessionId' in entered.body)) throw new Error('no session');
  const { sessionId, stimuli } = entered.body;
  const answered = await invokeRoute(fieldworkContract.routes.saveAnswers, {
    params: { sessionId },
    body: honestAnswers(stimuli),
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(204);
  const ended = await invokeRoute(fieldworkContract.routes.completeSession, { params: { sessionId } });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  expect(ended.body.outcome).toBe('complete');
  const back = await (provider === 'dynata' ? dynata : pureSpectrum).followExit(ended.body.redirect);
  return { params, back };
}

const statesOf = (run: InProcessRun) => run.calls.map((call) => call.state);

async function failureOf(run: InProcessRun): Promise<string> {
  const error = await run.result.then(
    () => undefined,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  if (!error) throw new Error('The execution succeeded');
  return error.cause?.name ?? error.name;
}

describe('the fieldwork machine with PANEL_MODE=live against the Dynata stand-in', () => {
  it('creates and launches with the mapped targeting, reads status in Check (a 429 retried), closes on time up and reconciles before the final analysis', async () => {
    const project = await liveProject('dynata');
    const started = Date.now();
    const run = startMachine(project);
    const opened = await until('the Dynata project launched', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.state === 'live' ? fieldwork : undefined;
    });
    const id = opened.panel?.id ?? '';
    expect(id).toBe(panelRef(project.projectId));
    const sent = dynata.projects.get(id);
    expect(sent?.state).toBe('LAUNCHED');
    // The audience's quota plan in Dynata's codes: Italy in Italian, the sample, cells by age x gender.
    expect(sent?.lineItem).toMatchObject({
      countryISOCode: 'IT',
      languageISOCode: 'it',
      requiredCompletes: opened.plan.sampleSize,
    });
    expect(sent?.lineItem.surveyURL).toContain(`/t/${project.testId}`);
    const cells = sent?.lineItem.quotaPlan.quotaGroups.flatMap((group) => group.quotaCells) ?? [];
    expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(opened.plan.sampleSize);
    expect(cells.flatMap((cell) => cell.quotaNodes.map((node) => node.attributeId)).sort()).toContain('11');

    const people = [];
    for (let index = 0; index < 3; index += 1) {
      const entry = dynata.sendRespondent(id);
      if (typeof entry !== 'string') throw new Error(`Dynata sent no one: ${entry.refused}`);
      people.push(await panelist('dynata', project.testId, entry));
    }
    for (const person of people)
      expect(person.back).toMatchObject({ status: 200, body: { data: { outcome: 'complete' } } });

    // The provider answers 429 once: the ASL retries Check, which then reads the three completes.
    dynata.failNext(429, 1, /\/report$/);
    const checked = await until('Check read the provider counts', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.completes === 3 ? fieldwork : undefined;
    });
    expect(checked.panel).toMatchObject({ state: 'live', completes: 3, starts: 3 });
    expect(dynata.calls.filter((call) => call.path.endsWith('/report')).length).toBeGreaterThan(2);
    // Dynata also counts a complete whose return never reached us: the reconciliation shows it.
    dynata.projects
      .get(id)
      ?.respondents.set('lost-psid', { pid: 'lost', psid: 'lost-psid', outcome: 'complete' });

    // Time up: the next check closes fieldwork; the machine closes at Dynata and reconciles.
    const closesAt = Date.parse(checked.closesAt);
    setClock(() => closesAt + 1000);
    await run.result;
    const order = statesOf(run);
    expect(order[0]).toBe('OpenPanel');
    expect(order.slice(-2)).toEqual(['ClosePanel', 'FinalAnalysis']);
    expect(order.filter((state) => state === 'Check').length).toBeGreaterThan(1);

    const closed = await record(project);
    expect(closed).toMatchObject({ state: 'closed', closeReason: 'time_up' });
    expect(closed.panel).toMatchObject({
      id,
      state: 'closed',
      completes: 4,
      reconciliation: { ours: 3, accepted: 3, removed: 0, providerCompletes: 4, difference: -1, updated: 3 },
    });
    // The client sees it on the fieldwork screen: ours against Dynata's, and the one we lack
    // (the clock back first: 14 days on, the owner's session would have expired).
    resetClock();
    const view = await fieldworkView(project.owner, project.projectId);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.reconciliation).toMatchObject({
      ours: 3,
      accepted: 3,
      removed: 0,
      providerCompletes: 4,
      providerOnly: 1,
      oursOnly: 0,
    });
    expect(dynata.projects.get(id)?.state).toBe('CLOSED');
    for (const person of people) {
      expect(dynata.projects.get(id)?.respondents.get(person.params.psid ?? '')?.reconciled).toBe('complete');
    }
    // The close and the reconciliation reached Dynata before the final analysis was asked for.
    const closeCall = dynata.calls.findIndex((call) => call.path === `/sample/v1/projects/${id}/close`);
    const reconcileCall = dynata.calls.findIndex(
      (call) => call.path === `/sample/v1/projects/${id}/reconcile`,
    );
    expect(closeCall).toBeGreaterThan(-1);
    expect(reconcileCall).toBeGreaterThan(closeCall);
    expect((await listUnsettledFieldwork()).some((each) => each.projectId === project.projectId)).toBe(false);
    console.info(
      `panel life (Dynata stand-in): ${order.length} task states in ${Date.now() - started} ms (load average ${loadavg()[0]?.toFixed(1)})`,
    );
  }, 180_000);

  it('bad token at the close: the refusal is recorded on the fieldwork and the final analysis still runs', async () => {
    const project = await liveProject('dynata');
    const run = startMachine(project);
    const opened = await until('the Dynata project launched', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.state === 'live' ? fieldwork : undefined;
    });
    const id = opened.panel?.id ?? '';
    const entry = dynata.sendRespondent(id);
    if (typeof entry !== 'string') throw new Error(`Dynata sent no one: ${entry.refused}`);
    await panelist('dynata', project.testId, entry);
    await until('Check read the complete', async () =>
      (await record(project)).panel?.completes === 1 ? true : undefined,
    );
    // Dynata refuses the token at the close, and the new one too.
    dynata.failNext(401, 2, /\/close$/);
    setClock(() => Date.parse(opened.closesAt) + 1000);
    await run.result;
    expect(statesOf(run).slice(-2)).toEqual(['ClosePanel', 'FinalAnalysis']);
    const closed = await record(project);
    expect(closed).toMatchObject({ state: 'closed', closeReason: 'time_up' });
    expect(closed.panel?.error).toMatchObject({
      code: 'fieldwork.panel_bad_token',
      params: { provider: 'dynata' },
    });
    expect(closed.panel?.reconciliation).toBeUndefined();
    expect((await listUnsettledFieldwork()).some((each) => each.projectId === project.projectId)).toBe(false);
  }, 180_000);

  it('rejected targeting: Dynata refuses the audience, fieldwork ends with the code and the execution fails, not stuck', async () => {
    const project = await liveProject('dynata', BRITISH_AUDIENCE);
    const run = startMachine(project);
    expect(await failureOf(run)).toBe('fieldwork.panel_rejected_targeting');
    expect(statesOf(run)).toEqual(['OpenPanel', 'RecordPanelFailure']);
    const ended = await record(project);
    expect(ended).toMatchObject({
      state: 'closed',
      closeReason: 'panel_error',
      panel: { error: { code: 'fieldwork.panel_rejected_targeting', params: { provider: 'dynata' } } },
    });
    expect(dynata.projects.has(panelRef(project.projectId))).toBe(false);
    // Settled: the sweeper does not hand it to a final analysis; the client reads why it closed.
    expect((await listUnsettledFieldwork()).some((each) => each.projectId === project.projectId)).toBe(false);
    const view = await fieldworkView(project.owner, project.projectId);
    expect(view.status).toBe(200);
    expect(view.body.closeReason).toBe('panel_error');
  }, 120_000);
});

describe('the fieldwork machine with PANEL_MODE=live against the PureSpectrum stand-in', () => {
  it('creates and launches with the mapped targeting, reads status in Check, closes when PureSpectrum closes the survey and reconciles before the final analysis', async () => {
    const project = await liveProject('pure-spectrum');
    const run = startMachine(project);
    const opened = await until('the PureSpectrum survey launched', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.state === 'live' ? fieldwork : undefined;
    });
    const id = opened.panel?.id ?? '';
    const survey = pureSpectrum.surveys.get(id);
    expect(survey).toMatchObject({
      ps_survey_status: 22,
      survey_localization: 'it_IT',
      completes_required: opened.plan.sampleSize,
    });
    expect(survey?.live_url).toContain(`/t/${project.testId}`);

    const people = [];
    for (let index = 0; index < 2; index += 1) {
      const entry = pureSpectrum.sendRespondent(id);
      if (typeof entry !== 'string') throw new Error(`PureSpectrum sent no one: ${entry.refused}`);
      people.push(await panelist('pure-spectrum', project.testId, entry));
    }
    for (const person of people)
      expect(person.back).toMatchObject({ status: 200, body: { recorded: 'complete' } });
    await until('Check read the provider counts', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.completes === 2 ? fieldwork : undefined;
    });

    // PureSpectrum closes the survey on its side: the next check closes fieldwork (panel_closed).
    if (survey) survey.ps_survey_status = 44;
    await run.result;
    expect(statesOf(run).slice(-2)).toEqual(['ClosePanel', 'FinalAnalysis']);
    const closed = await record(project);
    expect(closed).toMatchObject({ state: 'closed', closeReason: 'panel_closed' });
    expect(closed.panel).toMatchObject({
      state: 'closed',
      completes: 2,
      reconciliation: { ours: 2, accepted: 2, removed: 0, providerCompletes: 2, difference: 0 },
    });
    const reconciled = pureSpectrum.calls.filter((call) =>
      call.path.includes(`/surveys/${id}/transactions/`),
    );
    expect(reconciled.map((call) => call.query.get('st'))).toEqual(['21', '21']);
  }, 180_000);

  it('bad token: PureSpectrum refuses our access token, fieldwork ends with the code and the execution fails, not stuck', async () => {
    const project = await liveProject('pure-spectrum');
    useSecrets({
      ...secrets,
      'pure-spectrum': {
        ...secrets['pure-spectrum'],
        api: { baseUrl: `${pureSpectrum.url}/buyers/v2`, accessToken: 'revoked-token' },
      },
    });
    const run = startMachine(project);
    expect(await failureOf(run)).toBe('fieldwork.panel_bad_token');
    expect(statesOf(run)).toEqual(['OpenPanel', 'RecordPanelFailure']);
    expect(await record(project)).toMatchObject({
      state: 'closed',
      closeReason: 'panel_error',
      panel: { error: { code: 'fieldwork.panel_bad_token', params: { provider: 'pure-spectrum' } } },
    });
  }, 120_000);
});

/** The test provider's charges of a project (how many refunds each was given, and how much went back). */
const chargesOf = async (project: LiveProject) =>
  (await testLedger(project.owner.clientId)).filter((charge) => charge.projectId === project.projectId);

/** The failure RecordPanelFailure was given (the Catch's error and cause), to deliver it again. */
const recordedFailureOf = (run: InProcessRun) =>
  (run.calls.find((call) => call.state === 'RecordPanelFailure')?.input as { failure: TaskFailure }).failure;

describe('a panel refusal on a project paid by card (issue 23: no paid project left silently active)', () => {
  it("rejected targeting before any respondent: the whole payment goes back once, the project closes, the fieldwork view says why in the reader's language", async () => {
    const project = await liveProject('dynata', BRITISH_AUDIENCE, { paid: true });
    const paid = project.payment?.amount ?? 0;
    expect(paid).toBeGreaterThan(0);
    const run = startMachine(project);
    expect(await failureOf(run)).toBe('fieldwork.panel_rejected_targeting');
    expect(statesOf(run)).toEqual(['OpenPanel', 'RecordPanelFailure']);

    const charges = await chargesOf(project);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ refunds: 1, refundedAmount: paid });
    expect(await findReconciliation(project.owner.clientId, charges[0]?.chargeId ?? '')).toMatchObject({
      outcome: 'refunded',
      reason: 'panel_error',
      refundAmount: paid,
    });
    expect((await findProject(project.owner.clientId, project.projectId))?.status).toBe('closed');

    const view = await invokeRoute(fieldworkContract.routes.getFieldwork, {
      token: project.owner.token,
      params: { projectId: project.projectId },
      lang: 'it',
    });
    expect(view.status).toBe(200);
    expect(view.body.panelFailure).toMatchObject({
      error: { code: 'fieldwork.panel_rejected_targeting', params: { provider: 'dynata' } },
      delivered: 0,
      settlement: { refund: { method: 'card', amount: paid }, state: 'refunded' },
    });
    expect(view.body.panelFailure?.error.message).toContain('fornitore del panel');

    // Delivered again (a retried task): nothing more goes back.
    await settlePanelFailure(project.owner.clientId, project.projectId, recordedFailureOf(run));
    expect((await chargesOf(project))[0]).toMatchObject({ refunds: 1, refundedAmount: paid });
  }, 120_000);

  it('paid with analysis credits, refused before any respondent: the analysis goes back to the balance once, and the view says so', async () => {
    const project = await liveProject('dynata', BRITISH_AUDIENCE, { credits: true });
    const { clientId } = project.owner;
    expect((await readBalance(clientId)).balance).toBe(4);
    const run = startMachine(project);
    expect(await failureOf(run)).toBe('fieldwork.panel_rejected_targeting');
    expect(statesOf(run)).toEqual(['OpenPanel', 'RecordPanelFailure']);

    expect((await readBalance(clientId)).balance).toBe(5);
    expect(await findConsumption(clientId, project.projectId)).toBeUndefined();
    expect(await testLedger(clientId)).toEqual([]);
    expect((await findProject(clientId, project.projectId))?.status).toBe('closed');
    const view = await fieldworkView(project.owner, project.projectId);
    expect(view.body.panelFailure).toMatchObject({
      delivered: 0,
      settlement: { refund: { method: 'credits', analyses: 1 } },
    });

    // Delivered again (a retried task), twice: nothing more goes back.
    await settlePanelFailure(clientId, project.projectId, recordedFailureOf(run));
    await settlePanelFailure(clientId, project.projectId, recordedFailureOf(run));
    expect((await readBalance(clientId)).balance).toBe(5);
  }, 120_000);

  it('bad token in a check after one complete: the undelivered respondents go back once and the final analysis closes the project on the one who came', async () => {
    const project = await liveProject('dynata', undefined, { paid: true });
    const paid = project.payment?.amount ?? 0;
    const run = startMachine(project);
    const opened = await until('the Dynata project launched', async () => {
      const fieldwork = await record(project);
      return fieldwork.panel?.state === 'live' ? fieldwork : undefined;
    });
    const entry = dynata.sendRespondent(opened.panel?.id ?? '');
    if (typeof entry !== 'string') throw new Error(`Dynata sent no one: ${entry.refused}`);
    await panelist('dynata', project.testId, entry);
    await until('Check read the complete', async () =>
      (await record(project)).panel?.completes === 1 ? true : undefined,
    );
    // Dynata refuses our token at the next status read, and the renewed one too.
    dynata.failNext(401, 2, /\/report$/);
    expect(await failureOf(run)).toBe('fieldwork.panel_bad_token');

    // A discover package: 4 € a respondent, for the 149 of 150 not delivered.
    const undelivered = 4 * 100 * (opened.plan.sampleSize - 1);
    expect(undelivered).toBeLessThan(paid);
    const charges = await chargesOf(project);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ refunds: 1, refundedAmount: undelivered });
    const view = await fieldworkView(project.owner, project.projectId);
    expect(view.body.panelFailure).toMatchObject({
      error: { code: 'fieldwork.panel_bad_token' },
      delivered: 1,
      settlement: { refund: { method: 'card', amount: undelivered }, state: 'refunded' },
    });
    const closed = await until('the final analysis closed the project', async () => {
      const found = await findProject(project.owner.clientId, project.projectId);
      return found?.status === 'closed' ? found : undefined;
    });
    expect(closed.closed).toBe((await record(project)).closedAt);

    await settlePanelFailure(project.owner.clientId, project.projectId, recordedFailureOf(run));
    expect((await chargesOf(project))[0]).toMatchObject({ refunds: 1, refundedAmount: undelivered });
  }, 180_000);

  it("a crash between the undelivered part's claim and its refund: the reconciliation gives back that part once, never the whole charge, and keeps the payment", async () => {
    const project = await liveProject('dynata', undefined, { paid: true });
    const payment = project.payment;
    if (!payment) throw new Error('the project was not paid');
    const part = 4 * 100 * 149;
    const at = new Date().toISOString();
    // What settlePanelFailure's refund claims first; the task died before the provider was asked.
    expect(
      await claimFailedPurchaseRefund(project.owner.clientId, {
        chargeId: payment.chargeId,
        projectId: project.projectId,
        provider: payment.provider,
        amount: payment.amount,
        refundAmount: part,
        outcome: 'refunding',
        reason: 'panel_error',
        at,
        updatedAt: at,
      }),
    ).toBe(true);
    const [charge] = await chargesOf(project);
    if (!charge) throw new Error('no charge in the ledger');
    expect(charge.refunds ?? 0).toBe(0);
    const asListed = { ...charge, clientId: project.owner.clientId };
    expect(await reconcileCharge(asListed, 'active', 0)).toBe('refunded');
    expect(await reconcileCharge(asListed, 'active', 0)).toBe('settled');
    expect((await chargesOf(project))[0]).toMatchObject({ refunds: 1, refundedAmount: part });
    expect(await findReconciliation(project.owner.clientId, payment.chargeId)).toMatchObject({
      outcome: 'refunded',
      reason: 'panel_error',
      refundAmount: part,
    });
    expect(await findPayment(project.owner.clientId, project.projectId)).toMatchObject({
      chargeId: payment.chargeId,
      refunded: part,
    });
  }, 60_000);
});
