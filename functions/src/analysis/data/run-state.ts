import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalysisRunInfo, AnalysisRunReason } from '@adpulse/shared/analysis/index';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { runStateKey } from './keys.ts';

/** What a published run left: the file's place and what the read routes answer without opening it. */
export interface PublishedRun extends AnalysisRunInfo {
  jsonVersion: number;
  /** Simulated respondents among the run's completes (absent on runs published before it was kept). */
  simulated?: number;
  /** Folder of the run in the results bucket (analysis.json, analysis.csv, images/...). */
  prefix: string;
  /** Hash of everything the run read: a run on the same input publishes nothing new. */
  fingerprint: string;
  /** A live run's partial state (samples bucket key, P2): the next live run reads only newer sessions. */
  partials?: string;
  /** False for an older-format file, which has no CSV. */
  csv: boolean;
  assets: PublishedAsset[];
}

export interface PublishedAsset {
  assetId: string;
  name: string;
  kind: 'video' | 'image';
  /** Seconds with an image (videos), 0 for an image. */
  seconds: number;
}

/** The analysis state item of a project (R1). */
export interface RunState {
  current: PublishedRun | null;
  /** The run before the current one: kept until the next publish, for readers that opened it. */
  previousRunId: string | null;
  /** A run holding the slot, until its lease ends. */
  running: { runId: string; reason: AnalysisRunReason; leaseUntil: number } | null;
  /** Completes the latest run read, and when that run (of any reason) was claimed: the live debounce. */
  analysedCompletes: number;
  lastClaimAt: number;
  lastRerunAt: number;
}

const EMPTY: RunState = {
  current: null,
  previousRunId: null,
  running: null,
  analysedCompletes: 0,
  lastClaimAt: 0,
  lastRerunAt: 0,
};

export async function readRunState(
  clientId: string,
  projectId: string,
  consistent = false,
): Promise<RunState> {
  const answer = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: runStateKey(clientId, projectId),
      ConsistentRead: consistent,
    }),
  );
  const item = answer.Item;
  if (!item) return EMPTY;
  return {
    current: (item.current as PublishedRun | undefined) ?? null,
    previousRunId: (item.previousRunId as string | undefined) ?? null,
    running:
      item.runningRunId && typeof item.leaseUntil === 'number'
        ? {
            runId: String(item.runningRunId),
            reason: item.runningReason as AnalysisRunReason,
            leaseUntil: item.leaseUntil,
          }
        : null,
    analysedCompletes: Number(item.analysedCompletes ?? 0),
    lastClaimAt: Number(item.lastClaimAt ?? 0),
    lastRerunAt: Number(item.lastRerunAt ?? 0),
  };
}

export interface SlotClaim {
  runId: string;
  reason: AnalysisRunReason;
  now: number;
  leaseMs: number;
  /**
   * Live runs only: the claim also requires that no run was claimed since `lastClaimAt` was read,
   * so a burst of triggers that all saw the same state starts one run.
   */
  expectLastClaimAt?: number;
  /** Re-runs: the earliest time of the previous re-run that still allows this one. */
  rerunNotBefore?: number;
}

/**
 * R2: takes the project's run slot with a conditional write: free, or its lease ended (a run that
 * died). False when another run holds it (or, for a live claim, another trigger got there first).
 */
export async function claimRunSlot(clientId: string, projectId: string, claim: SlotClaim): Promise<boolean> {
  const conditions = ['(attribute_not_exists(leaseUntil) OR leaseUntil < :now OR runningRunId = :runId)'];
  const values: Record<string, unknown> = {
    ':now': claim.now,
    ':runId': claim.runId,
    ':reason': claim.reason,
    ':lease': claim.now + claim.leaseMs,
  };
  if (claim.expectLastClaimAt !== undefined) {
    conditions.push('(attribute_not_exists(lastClaimAt) OR lastClaimAt = :seen)');
    values[':seen'] = claim.expectLastClaimAt;
  }
  if (claim.rerunNotBefore !== undefined) {
    conditions.push('(attribute_not_exists(lastRerunAt) OR lastRerunAt < :rerunNotBefore)');
    values[':rerunNotBefore'] = claim.rerunNotBefore;
  }
  const rerun = claim.reason === 'rerun' ? ', lastRerunAt = :now' : '';
  return updateIfStill({
    TableName: tableName(),
    Key: runStateKey(clientId, projectId),
    UpdateExpression: `SET runningRunId = :runId, runningReason = :reason, leaseUntil = :lease, lastClaimAt = :now${rerun}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeValues: values,
  });
}

/**
 * R3: the run's file replaces the current one, in one conditional write: only the run holding the
 * slot may publish, and the slot is released in the same write. False when the slot was lost (the
 * lease ended and another run took it): that run publishes instead.
 */
export async function publishRun(
  clientId: string,
  projectId: string,
  run: PublishedRun,
  previousRunId: string | null,
  analysedCompletes: number,
): Promise<boolean> {
  return updateIfStill({
    TableName: tableName(),
    Key: runStateKey(clientId, projectId),
    UpdateExpression:
      'SET #current = :run, previousRunId = :previous, analysedCompletes = :completes REMOVE runningRunId, runningReason, leaseUntil',
    ConditionExpression: 'runningRunId = :runId',
    ExpressionAttributeNames: { '#current': 'current' },
    ExpressionAttributeValues: {
      ':run': run,
      ':previous': previousRunId,
      ':completes': analysedCompletes,
      ':runId': run.runId,
    },
  });
}

/** R4: gives the slot back without publishing (nothing new to publish, or the run failed). */
export async function releaseRunSlot(
  clientId: string,
  projectId: string,
  runId: string,
  analysedCompletes?: number,
): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: runStateKey(clientId, projectId),
    UpdateExpression: `REMOVE runningRunId, runningReason, leaseUntil${analysedCompletes === undefined ? '' : ' SET analysedCompletes = :completes'}`,
    ConditionExpression: 'runningRunId = :runId',
    ExpressionAttributeValues: {
      ':runId': runId,
      ...(analysedCompletes === undefined ? {} : { ':completes': analysedCompletes }),
    },
  });
}
