import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { accountsContract, billingContract, ENV } from '@adpulse/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { startAnalysisExecution } from '../../functions/src/analysis/trigger.ts';
import { closeFieldworkEntries } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { launchFieldwork, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { newId } from '../../functions/src/platform/ids.ts';
import { sfnClient } from '../../functions/src/platform/aws.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import {
  mailInvoice,
  notifyFieldworkClosed,
  notifyResultsReady,
} from '../../functions/src/workflows/notices.ts';
import { invokeRoute } from '../support/invoke-route.ts';
import { outboxMessagesTo } from '../support/invoke.ts';
import { waitFor } from '../support/wait.ts';
import { registeredUser, type SignedIn } from './accounts-fixtures.ts';
import { boughtProject } from './analysis-fixtures.ts';
import { endedPurchase, settledPurchase } from './purchase-fixtures.ts';
import { projectAtCheckout } from './wizard-fixtures.ts';

/**
 * The notices a client expects (issue 23): results ready when a project's final analysis is
 * published (only with the preference on), the invoice of a card purchase, fieldwork closed
 * before its sample; each in the local outbox exactly once, retries and twins included.
 */
const runtime = inject('integrationRuntime');
const mailsTo = (user: SignedIn, subject: string) =>
  outboxMessagesTo(user.email).filter((message) => message.subject.includes(subject));

/** A bought project with simulated completes, then the final analysis the fieldwork machine would start; waits for its end. */
async function closedProject(user: SignedIn, name: string): Promise<string> {
  const { projectId } = await boughtProject(user, name, [{ kind: 'image', duration: 6 }]);
  await launchFieldwork(user.clientId, projectId, 'dynata');
  const wave = await sendSimulatedRespondents(user.clientId, projectId, 0, 30);
  expect(wave.completes).toBeGreaterThan(10);
  const runId = newId();
  await startAnalysisExecution({
    clientId: user.clientId,
    projectId,
    reason: 'final',
    closedAt: new Date().toISOString(),
    runId,
  });
  const machine = runtime.environment[ENV.analysisStateMachineArn] ?? '';
  const executionArn = `${machine.replace(':stateMachine:', ':execution:')}:${`final-${projectId}-${runId}`.slice(0, 80)}`;
  const ended = await waitFor(
    'the final analysis to end',
    async () => {
      const execution = await sfnClient().send(new DescribeExecutionCommand({ executionArn }));
      return execution.status === 'RUNNING' ? undefined : execution;
    },
    { timeoutMs: 120_000, everyMs: 250 },
  );
  expect(ended.status, `${ended.error}: ${ended.cause}`).toBe('SUCCEEDED');
  expect((await findProject(user.clientId, projectId))?.status).toBe('closed');
  return projectId;
}

let on: SignedIn;
let off: SignedIn;

beforeAll(async () => {
  [on, off] = await Promise.all([registeredUser('notice-on'), registeredUser('notice-off')]);
  const turnedOff = await invokeRoute(accountsContract.routes.updateMe, {
    token: off.token,
    body: { notifications: { analysisCompleted: false } },
  });
  expect(turnedOff.status).toBe(200);
}, 60_000);

describe('the results-ready e-mail', () => {
  it('reaches the creator once when the final analysis is published, labelled simulated, with its n', async () => {
    const projectId = await closedProject(on, 'Notice on');
    const [mail, ...more] = mailsTo(on, 'Notice on');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('[Simulated] The results of Notice on are ready');
    const project = await findProject(on.clientId, projectId);
    expect(mail?.text).toContain(`based on ${project?.analysis?.n} complete respondents`);
    expect(mail?.text).toContain('Simulated respondents: this project shows how the product works');
    expect(mail?.links[0]).toMatch(new RegExp(`/en/project/${projectId}$`));

    // A retried task and concurrent twins find the claim and send nothing more.
    const again = await Promise.all([
      notifyResultsReady(on.clientId, projectId),
      notifyResultsReady(on.clientId, projectId),
      notifyResultsReady(on.clientId, projectId),
    ]);
    expect(again.map((notice) => notice.skipped)).toEqual(['already_sent', 'already_sent', 'already_sent']);
    expect(mailsTo(on, 'Notice on')).toHaveLength(1);
  }, 180_000);

  it('is not sent when the creator turned the preference off', async () => {
    const projectId = await closedProject(off, 'Notice off');
    expect(mailsTo(off, 'Notice off')).toHaveLength(0);
    expect(await notifyResultsReady(off.clientId, projectId)).toEqual({
      sentTo: null,
      skipped: 'preference_off',
    });
    expect(mailsTo(off, 'Notice off')).toHaveLength(0);
  }, 180_000);
});

describe('the invoice and fieldwork-closed e-mails', () => {
  it('mails the activation, labelled simulated, and the invoice of a card purchase once, with its number and total', async () => {
    const user = await registeredUser('notice-invoice');
    const project = await projectAtCheckout(user, 'discover');
    const bought = await invokeRoute(billingContract.routes.buyProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { paymentMethod: '4242 4242 4242 4242' },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
    expect((await settledPurchase(user, project._id)).state).toBe('succeeded');
    expect((await endedPurchase(user.clientId, project._id)).status).toBe('SUCCEEDED');
    const invoices = await invokeRoute(billingContract.routes.listInvoices, {
      token: user.token,
      params: { clientId: user.clientId },
    });
    const invoice = invoices.body.items.find((item) => item.projectId === project._id);
    expect(invoice).toBeDefined();
    const number = invoice?.number ?? '';
    // The activation e-mail of a simulated project says so, as every other notice does.
    const [active, ...moreActive] = mailsTo(user, `Your project ${project.name} is active`);
    expect(moreActive).toHaveLength(0);
    expect(active?.subject).toBe(`[Simulated] Your project ${project.name} is active`);
    expect(active?.text).toContain('Simulated respondents: this project shows how the product works');
    const [mail, ...more] = mailsTo(user, `Invoice ${number}`);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`Invoice ${number} for ${project.name} has been issued`);
    expect(mail?.links[0]).toMatch(/\/en\/billing$/);

    const purchaseInput = {
      clientId: user.clientId,
      projectId: project._id,
      userId: user.userId,
      language: 'en' as const,
      order: { projectName: project.name },
    } as Parameters<typeof mailInvoice>[0];
    expect(await mailInvoice(purchaseInput, { number, total: 100 })).toMatchObject({
      skipped: 'already_sent',
    });
    expect(mailsTo(user, `Invoice ${number}`)).toHaveLength(1);
  }, 120_000);

  it('tells the creator when fieldwork reached its date before the sample, once', async () => {
    const user = await registeredUser('notice-closed');
    const { projectId } = await boughtProject(user, 'Notice closed', [{ kind: 'image', duration: 6 }]);
    await launchFieldwork(user.clientId, projectId, 'dynata');
    expect(await notifyFieldworkClosed(user.clientId, projectId)).toMatchObject({
      skipped: 'not_closed_early',
    });
    await closeFieldworkEntries(user.clientId, projectId, 'time_up', new Date().toISOString());
    const [first, second] = await Promise.all([
      notifyFieldworkClosed(user.clientId, projectId),
      notifyFieldworkClosed(user.clientId, projectId),
    ]);
    expect([first?.skipped, second?.skipped].sort()).toEqual(['already_sent', null]);
    const [mail, ...more] = mailsTo(user, 'Fieldwork of Notice closed has closed');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('reached its closing date with 0 complete respondents');
    expect(mail?.subject).toMatch(/^\[Simulated\] /);
  }, 60_000);
});
