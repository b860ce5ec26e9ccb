import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { transact } from '../../platform/dynamo/transactions.ts';
import type { NormGroup } from '@adpulse/shared/analysis/index';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { batchGet, getItem, queryAll } from '../../platform/dynamo/reads.ts';
import type { ProjectNormSummary } from '../engine/norms/summary.ts';
import {
  NORM_COUNTRY_PREFIX,
  NORMS_PK,
  lv1GroupKey,
  lv2GroupKey,
  normCountryKey,
  normInputKey,
  normInputPk,
} from './keys.ts';

/** A closed project's norm summary, and whether simulated respondents made it. */
export interface NormInput extends ProjectNormSummary {
  simulated: boolean;
}

/** A country's state: inputs written so far (version) and the version its groups were computed from. */
export interface NormCountry {
  country: string;
  inputVersion: number;
  computedVersion: number;
  projects: number;
  assets: number;
  updatedAt: string | null;
}

/**
 * N1: stores a closed project's summary (a re-run replaces it) and bumps its country's input
 * version in the same transaction, so a refresh can tell that it has something newer to read.
 */
export async function saveNormInput(input: NormInput): Promise<void> {
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...normInputKey(input.country, input.projectId), entity: 'normInput', ...input },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: normCountryKey(input.country),
        UpdateExpression: 'SET country = :country ADD inputVersion :one',
        ExpressionAttributeValues: { ':country': input.country, ':one': 1 },
      },
    },
  ]);
  if (!outcome.ok) throw outcome.error;
}

/** N1: every closed project's summary of a country (the refresh; never a request path). */
export async function normInputsOf(country: string): Promise<NormInput[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': normInputPk(country) },
    ConsistentRead: true,
  });
  return items.map(({ pk: _pk, sk: _sk, entity: _entity, ...input }) => input as unknown as NormInput);
}

export async function findNormCountry(country: string): Promise<NormCountry> {
  const item = await getItem(normCountryKey(country), true);
  return toCountry(country, item);
}

function toCountry(country: string, item: Record<string, unknown> | undefined): NormCountry {
  return {
    country,
    inputVersion: Number(item?.inputVersion ?? 0),
    computedVersion: Number(item?.computedVersion ?? 0),
    projects: Number(item?.projects ?? 0),
    assets: Number(item?.assets ?? 0),
    updatedAt: (item?.updatedAt as string | undefined) ?? null,
  };
}

/** N3: every country with closed projects (tens at most): the basis totals of GET /norms. */
export async function normCountries(): Promise<NormCountry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': NORMS_PK, ':prefix': NORM_COUNTRY_PREFIX },
  });
  return items.map((item) => toCountry(String(item.country), item));
}

const groupKey = (group: NormGroup) =>
  group.level === 'lv1'
    ? lv1GroupKey(group.country)
    : lv2GroupKey(group.country, group.category, group.viewer ?? '-');

/**
 * N2: writes a country's groups computed from input version `version`. Each group is kept only if
 * no refresh from a newer version wrote it first, so concurrent refreshes end on the newest.
 */
export async function saveNormGroups(
  country: string,
  groups: readonly (NormGroup & { simulatedProjects: number })[],
  version: number,
  totals: { projects: number; assets: number },
  updatedAt: string,
): Promise<void> {
  for (const group of groups) {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...groupKey(group), entity: 'normGroup', version, group },
          ConditionExpression: 'attribute_not_exists(version) OR version <= :version',
          ExpressionAttributeValues: { ':version': version },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: normCountryKey(country),
        UpdateExpression:
          'SET country = :country, computedVersion = :version, projects = :projects, assets = :assets, updatedAt = :updatedAt',
        ConditionExpression: 'attribute_not_exists(computedVersion) OR computedVersion <= :version',
        ExpressionAttributeValues: {
          ':country': country,
          ':version': version,
          ':projects': totals.projects,
          ':assets': totals.assets,
          ':updatedAt': updatedAt,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** N2: the computed lv1 group of a country and lv2 group of a scope (at most two items). */
export async function findNormGroups(scope: {
  country: string | null;
  category: string | null;
  viewer: string | null;
}): Promise<(NormGroup & { simulatedProjects?: number })[]> {
  if (!scope.country) return [];
  const keys = [
    lv1GroupKey(scope.country),
    ...(scope.viewer ? [lv2GroupKey(scope.country, scope.category, scope.viewer)] : []),
  ];
  const items = await batchGet(keys);
  return items.map((item) => item.group as NormGroup & { simulatedProjects?: number });
}
