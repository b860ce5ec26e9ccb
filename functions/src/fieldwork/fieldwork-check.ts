import { DescribeExecutionCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV } from '@adpulse/shared';
import type { CloseReason, FieldworkState } from '@adpulse/shared/fieldwork/index';
import { env, sfnClient } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import {
  closeFieldworkEntries,
  findFieldwork,
  listUnsettledFieldwork,
  settleFieldwork,
} from './data/fieldwork-store.ts';
import type { FieldworkRecord } from './data/records.ts';
import { sweepDropouts } from './dropouts.ts';
import { readPanelStatus } from './panel-life.ts';
import type { PanelStatus } from './panel/panel.ts';
import { fieldworkSettings } from './settings.ts';
import { sendSimulatedRespondents, simulatedPanelDrives, type WaveReport } from './simulated-panel-driver.ts';

/**
 * The most checks one fieldwork machine makes: Standard executions keep at most 25,000 history
 * events and a check loop writes about 10, so a long field time is looked at less often.
 */
export const MAX_CHECKS = 2000;
/** The simulated panel's pace: a wave of respondents per check, a check a second... */
export const SIMULATED_CHECK_SECONDS = 1;
/** ...and when someone else sends its respondents (SIMULATED_RESPONDENTS=off), a check every 5 s. */
export const SIMULATED_QUIET_CHECK_SECONDS = 5;
export const SIMULATED_WAVE_SIZE = 40;
/** `SIMULATED_RESPONDENTS=off`: the machine sends none (tests that send their own with the same driver). */
export const SIMULATED_RESPONDENTS_ENV = 'SIMULATED_RESPONDENTS';

export interface FieldworkCheckInput {
  clientId: string;
  projectId: string;
  /** Simulated respondents sent so far (the next one's index). */
  sent: number;
}

export interface FieldworkCheck extends FieldworkCheckInput {
  state: FieldworkState;
  completes: number;
  sampleSize: number;
  closedAt: string | null;
  closeReason: CloseReason | null;
  /** Seconds until the next check (the machine's Wait). */
  waitSeconds: number;
  wave: WaveReport | null;
  /** The panel provider's status and counts read by this check (null before OpenPanel, or once closed). */
  panel: PanelStatus | null;
}

/** Why fieldwork should close now (its sample, the client's early close, its time), or null while it goes on. */
export function closeReasonOf(
  record: Pick<FieldworkRecord, 'counts' | 'plan' | 'closesAt' | 'closeRequestedAt'>,
  at: number,
): CloseReason | null {
  if (record.counts.completes >= record.plan.sampleSize) return 'sample_reached';
  if (record.closeRequestedAt) return 'closed_early';
  if (at >= Date.parse(record.closesAt)) return 'time_up';
  return null;
}

/** Fieldwork not yet closed: fielding, or closing after the client's early close (W15). */
const stillOpen = (record: Pick<FieldworkRecord, 'state'>) =>
  record.state === 'fielding' || record.state === 'closing';

/**
 * Seconds between two checks: the simulated panel's pace while it sends respondents, else
 * FIELDWORK_CHECK_SECONDS but at most MAX_CHECKS over the field time (live results then refresh
 * at that pace, not every minute).
 */
export function checkInterval(
  record: Pick<FieldworkRecord, 'simulated' | 'startedAt' | 'closesAt'>,
  sendsRespondents: boolean,
): number {
  if (record.simulated) return sendsRespondents ? SIMULATED_CHECK_SECONDS : SIMULATED_QUIET_CHECK_SECONDS;
  const fieldSeconds = (Date.parse(record.closesAt) - Date.parse(record.startedAt)) / 1000;
  return Math.max(fieldworkSettings().checkSeconds, Math.ceil(fieldSeconds / MAX_CHECKS));
}

export interface CheckDependencies {
  /** Live results: starts a partial analysis when due (25 new completes or a minute). */
  requestLive: (clientId: string, projectId: string, completes: number) => Promise<unknown>;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * One check of the fieldwork machine: the simulated panel sends its wave of respondents (when
 * the project's panel is simulated and its audience is the panel's, not the client's own), idle
 * sessions drop out, the provider's status and counts are read (panel-life.ts), fieldwork closes
 * when its sample is reached, its client closed it early (state closing), its time is up or the
 * provider closed the survey (no new entries; one conditional write, so a repeated check changes
 * nothing), and while it runs the live analysis is asked for (it debounces itself).
 */
export async function checkFieldwork(
  input: FieldworkCheckInput,
  deps: CheckDependencies,
  environment: Record<string, string | undefined> = process.env,
): Promise<FieldworkCheck> {
  const { clientId, projectId } = input;
  const first = await findFieldwork(clientId, projectId, true);
  if (!first) throw new Error(`Project ${projectId} has no fieldwork`);
  let wave: WaveReport | null = null;
  const sendsRespondents =
    environment[SIMULATED_RESPONDENTS_ENV] !== 'off' && first.simulated && simulatedPanelDrives(first);
  if (sendsRespondents && first.state === 'fielding') {
    wave = await sendSimulatedRespondents(clientId, projectId, input.sent, SIMULATED_WAVE_SIZE);
  }
  await sweepDropouts(first);
  let record = (await findFieldwork(clientId, projectId, true)) ?? first;
  const due = stillOpen(record) ? closeReasonOf(record, now()) : null;
  // While it fields, the provider's status and counts (ClosePanel reads them at the close); a
  // refusal fails the check under its code, and the machine ends the fieldwork with it.
  const panel = record.state === 'fielding' && !due ? await readPanelStatus(record, environment) : null;
  const reason = due ?? (panel?.state === 'closed' ? 'panel_closed' : null);
  if (reason) {
    await closeFieldworkEntries(clientId, projectId, reason, new Date(now()).toISOString());
    record = (await findFieldwork(clientId, projectId, true)) ?? record;
  } else if (record.state === 'fielding' && record.counts.completes > 0) {
    await deps.requestLive(clientId, projectId, record.counts.completes).catch((error: unknown) => {
      deps.log?.('The live analysis was not started', error);
    });
  }
  return {
    clientId,
    projectId,
    sent: input.sent + (wave?.sent ?? 0),
    state: record.state,
    completes: record.counts.completes,
    sampleSize: record.plan.sampleSize,
    closedAt: record.closedAt,
    closeReason: record.closeReason,
    waitSeconds: checkInterval(record, sendsRespondents),
    wave,
    panel,
  };
}

/**
 * Starts the project's fieldwork machine (after the purchase launched its fieldwork). Named after
 * the project: a repeated start while it runs is the same execution, and one that already ran is
 * not started again.
 */
export async function startFieldworkMachine(clientId: string, projectId: string): Promise<void> {
  try {
    await sfnClient().send(
      new StartExecutionCommand({
        stateMachineArn: env(ENV.fieldworkStateMachineArn),
        name: fieldworkExecutionName(projectId),
        input: JSON.stringify({ clientId, projectId }),
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ExecutionAlreadyExists') return;
    throw error;
  }
}

const fieldworkExecutionName = (projectId: string) => `fieldwork-${projectId}`.slice(0, 80);

/** Whether the project's fieldwork machine runs, has ended (any way), or was never started. */
export async function fieldworkMachineState(projectId: string): Promise<'running' | 'ended' | 'missing'> {
  const stateMachineArn = env(ENV.fieldworkStateMachineArn);
  const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${fieldworkExecutionName(projectId)}`;
  try {
    const execution = await sfnClient().send(new DescribeExecutionCommand({ executionArn }));
    return execution.status === 'RUNNING' ? 'running' : 'ended';
  } catch (error) {
    if (error instanceof Error && error.name === 'ExecutionDoesNotExist') return 'missing';
    throw error;
  }
}

/**
 * For the sweeper, of fieldwork whose machine is gone: closes it if its sample is reached or its
 * time is up (the same conditional write as a check), and answers the record as it now stands.
 */
export async function closeFieldworkIfDue(clientId: string, projectId: string) {
  const record = await findFieldwork(clientId, projectId, true);
  const reason = record && stillOpen(record) ? closeReasonOf(record, now()) : null;
  if (!record || !reason) return record;
  await closeFieldworkEntries(clientId, projectId, reason, new Date(now()).toISOString());
  return (await findFieldwork(clientId, projectId, true)) ?? record;
}

export { listUnsettledFieldwork, settleFieldwork };
