import type {
  ProjectList,
  ProjectListOptions,
  ProjectSummary,
  SortOrder,
} from '@adpulse/shared/projects/index';
import { countersKey } from './keys.ts';
import { pageAcrossGroups, type FetchChunk, type Partition } from './paging.ts';
import { clientPartitions, statusesOf, totalOf } from './partitions.ts';
import { getItem, queryPage } from '../../platform/dynamo/reads.ts';
import { toCardSummaries } from './card-pictures.ts';
import type { BranchScope } from '../visibility.ts';

/** A chunk of one list partition, in created order (a GSI query, eventually consistent). */
export const fetchListChunk: FetchChunk = (partition, limit, sort, startKey) =>
  queryPage(
    {
      IndexName: partition.index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${partition.index}pk` },
      ExpressionAttributeValues: { ':pk': partition.key },
      ScanIndexForward: sort === 'asc',
      Limit: limit,
    },
    startKey,
  );

/** One page of status groups of partitions, as summaries, with the total of the whole list. */
export async function pageOf(
  groups: Partition[][],
  page: { skip: number; limit: number; sort: SortOrder },
): Promise<{ items: ProjectSummary[]; total: number }> {
  const items = await pageAcrossGroups(groups, page, fetchListChunk);
  return { items: await toCardSummaries(items), total: totalOf(groups) };
}

/** P2/P3/P5: GET /clients/{clientId}/projects for a caller who sees `scope`. */
export async function listProjects(
  clientId: string,
  scope: BranchScope,
  options: ProjectListOptions,
): Promise<ProjectList> {
  const counters = await getItem(countersKey(clientId));
  const groups = clientPartitions(
    clientId,
    counters,
    statusesOf(options.projectsStatus),
    options.projectsInfolder,
    scope,
  );
  return pageOf(groups, options);
}
