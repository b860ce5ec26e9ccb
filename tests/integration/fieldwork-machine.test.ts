import { analysisContract, billingContract } from '@adpulse/shared';
import { invokeRoute } from '../support/invoke-route.ts';
import { loadavg } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import { findFieldwork } from '../../functions/src/fieldwork/data/fieldwork-store.ts';
import { readProjectSessions, sendSimulatedRespondents } from '../../functions/src/fieldwork/index.ts';
import { sfnClient } from '../../functions/src/platform/aws.ts';
import { findProject } from '../../functions/src/projects/data/store.ts';
import { registeredUser } from './accounts-fixtures.ts';
import { waitFor } from '../support/wait.ts';

import { projectAtCheckout } from './wizard-fixtures.ts';

const runtime = inject('integrationRuntime');
const VISA = '4242 4242 4242 4242';
/**
 * A guard against a hang, not a speed target (those live in `npm run bench`): on an idle machine
 * the whole path takes about 90 s, at a load average of 20 on two cores over 150 s.
 */
const DEADLINE_MS = 6 * 60_000; // the test's own timeout (420 s) leaves a minute after it

function fieldworkExecutionArn(projectId: string): string {
  const machine = runtime.environment[ENV.fieldworkStateMachineArn] ?? '';
  return `${machine.replace(':stateMachine:', ':execution:')}:fieldwork-${projectId}`;
}

/** Reads every 200 ms until the test's deadline. */
const byDeadline = (deadline: number) => ({ timeoutMs: Math.max(0, deadline - Date.now()), everyMs: 200 });

/**
 * Purchase -> the fieldwork machine -> simulated respondents through the respondent calls ->
 * "fieldwork closed" on the sample -> the final analysis closes the project. The integration
 * runtime's machine sends no respondents of its own (SIMULATED_RESPONDENTS=off, so other tests'
 * purchases stay quiet): this test sends them with the very driver the machine runs under npm start.
 */
describe('the fieldwork machine with the simulated panel', () => {
  it('fields a bought project with simulated respondents and closes it with the final analysis', async () => {
    const user = await registeredUser('fieldwork-machine');
    const project = await projectAtCheckout(user, 'discover');
    const boughtAt = Date.now();
    const deadline = boughtAt + DEADLINE_MS;
    const bought = await invokeRoute(billingContract.routes.buyProject, {
      token: user.token,
      params: { projectId: project._id },
      body: { paymentMethod: VISA },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);

    const fielding = await waitFor(
      'the fieldwork machine',
      async () => {
        const execution = await sfnClient()
          .send(new DescribeExecutionCommand({ executionArn: fieldworkExecutionArn(project._id) }))
          .catch(() => undefined);
        return execution;
      },
      byDeadline(deadline),
    );
    expect(fielding.status, `${fielding.error}: ${fielding.cause}`).toBe('RUNNING');
    const launched = await findFieldwork(user.clientId, project._id, true);
    expect(launched).toMatchObject({ state: 'fielding', simulated: true });
    const sampleSize = launched?.plan.sampleSize ?? 0;
    expect(sampleSize).toBe(150);

    let sent = 0;
    const waves = {
      completes: 0,
      screenouts: 0,
      overquotas: 0,
      dropouts: 0,
      qualityTerminations: 0,
      refused: 0,
    };
    const refusedBy: Record<string, number> = {};
    for (;;) {
      const wave = await sendSimulatedRespondents(user.clientId, project._id, sent, 40);
      sent += wave.sent;
      for (const key of Object.keys(waves) as (keyof typeof waves)[]) waves[key] += wave[key];
      for (const [why, count] of Object.entries(wave.refusedBy))
        refusedBy[why] = (refusedBy[why] ?? 0) + count;
      const record = await findFieldwork(user.clientId, project._id, true);
      if (record?.state === 'closed' || wave.sent === 0) break;
      if (Date.now() > deadline) {
        const cells = record?.plan.cells.map((cell) => ({
          cell: cell.cellId,
          target: cell.target,
          taken: record.taken[cell.cellId],
          completes: record.cellCompletes[cell.cellId],
        }));
        const machine = await sfnClient().send(
          new DescribeExecutionCommand({ executionArn: fieldworkExecutionArn(project._id) }),
        );
        const execution = { status: machine.status, error: machine.error, cause: machine.cause };
        throw new Error(
          `Fieldwork still open after ${sent} respondents: ${JSON.stringify({ ...waves, refusedBy, cells, execution })}`,
        );
      }
    }
    const closed = await waitFor(
      'fieldwork closed',
      async () => {
        const record = await findFieldwork(user.clientId, project._id, true);
        return record?.state === 'closed' ? record : undefined;
      },
      byDeadline(deadline),
    );
    expect(closed.closeReason).toBe('sample_reached');
    expect(closed.counts.completes).toBe(sampleSize);
    expect(waves.completes).toBe(sampleSize);
    expect(waves.screenouts).toBeGreaterThan(0);
    expect(waves.dropouts).toBeGreaterThan(0);
    expect(refusedBy).toEqual({});
    expect(waves.refused).toBe(0);
    // Quality terminations: the model's slow devices (4 Hz) reach the end under the sampling
    // floor, every DUPLICATE_EVERY-th respondent enters from the device before it, and the
    // simulator's playback breakers and straight-liners (methodology section 11) end at the end.
    const terminated = (['noMeasurement', 'playback', 'straightLining', 'duplicate'] as const).map(
      (reason) => closed.counts[`quality.${reason}`] ?? 0,
    );
    expect(closed.counts.qualityTerminations).toBe(waves.qualityTerminations);
    expect(terminated.reduce((sum, count) => sum + count, 0)).toBe(waves.qualityTerminations);
    expect(closed.counts['quality.duplicate']).toBeGreaterThan(0);
    // One image and no scale question: a straight-liner's two evoked answers are under the rule's 4.
    expect(closed.counts['quality.straightLining'] ?? 0).toBe(0);

    const closedProject = await waitFor(
      'the project closed by the final analysis',
      async () => {
        const found = await findProject(user.clientId, project._id);
        return found?.status === 'closed' && found.analysis && !found.analysis.partial ? found : undefined;
      },
      byDeadline(deadline),
    );
    const elapsed = Date.now() - boughtAt;
    console.info(
      `fieldwork machine: ${sent} simulated respondents (${waves.completes} completes, ${waves.screenouts} screen-outs, ` +
        `${waves.overquotas} over-quotas, ${waves.dropouts} drop-outs, ${waves.qualityTerminations} quality terminations); closed with its analysis ${elapsed} ms after the purchase (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    expect(closedProject.closed).toBe(closed.closedAt);

    const answer = await invokeRoute(analysisContract.routes.getAnalysis, {
      token: user.token,
      params: { clientId: user.clientId, projectId: project._id },
    });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body.projectStatus).toBe('closed');
    // The analysis judged the speeders among the completes and left them out of its n.
    const speeders = (await findFieldwork(user.clientId, project._id, true))?.counts['quality.speeder'] ?? 0;
    expect(speeders).toBeGreaterThan(0);
    expect(answer.body.run).toMatchObject({
      reason: 'final',
      partial: false,
      respondents: { n: sampleSize - speeders },
    });
    const file = answer.body.file;
    if (file.format !== 'current') throw new Error(`The analysis file is ${file.format}`);
    expect(file.analysis.dataSource).toBe('simulated');
    // The results report who the quality rules removed, by reason, beside the n analysed.
    expect(file.analysis.respondents.removed).toEqual({
      total: closed.counts.qualityTerminations + speeders,
      byReason: {
        speeder: speeders,
        noMeasurement: closed.counts['quality.noMeasurement'] ?? 0,
        playback: closed.counts['quality.playback'] ?? 0,
        straightLining: closed.counts['quality.straightLining'] ?? 0,
        duplicate: closed.counts['quality.duplicate'] ?? 0,
        attentionCheck: closed.counts['quality.attentionCheck'] ?? 0,
      },
    });

    // The images: each analysed asset's summary heatmap, fogmap and gaze plot, PNGs stored in S3.
    expect(answer.body.images.length).toBeGreaterThan(0);
    for (const links of answer.body.images) {
      for (const url of [links.heatmap, links.fogmap, links.gazeplot]) {
        const image = await fetch(url);
        expect(image.status, url).toBe(200);
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(1, 4)
            .toString('latin1'),
        ).toBe('PNG');
      }
    }

    // The norms: the close refreshed its country's norms from the closed projects (a group is
    // used only from MIN_NORM_ASSETS assets on, so one project still reads the seed set).
    const country = closedProject.audience.country ?? closedProject.country ?? '';
    const norms = await waitFor(
      'the norms refreshed by the close',
      async () => {
        const read = await invokeRoute(analysisContract.routes.getNorms, {
          token: user.token,
          query: { country },
        });
        return Date.parse(read.body.updatedAt) >= Date.parse(closed.closedAt ?? '') ? read.body : undefined;
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    expect(norms.basis.projects).toBeGreaterThanOrEqual(1);

    const completes = await readProjectSessions(user.clientId, project._id, { statuses: ['complete'] });
    expect(completes).toHaveLength(sampleSize);
    expect(completes.every((session) => session.simulated)).toBe(true);
    expect(completes.some((session) => Object.values(session.samples).some((list) => list.length > 0))).toBe(
      true,
    );

    const finished = await waitFor(
      'the fieldwork machine to end',
      async () => {
        const execution = await sfnClient().send(
          new DescribeExecutionCommand({ executionArn: fieldworkExecutionArn(project._id) }),
        );
        return execution.status === 'RUNNING' ? undefined : execution;
      },
      { timeoutMs: 30_000, everyMs: 200 },
    );
    expect(finished.status).toBe('SUCCEEDED');
  }, 420_000);
});
