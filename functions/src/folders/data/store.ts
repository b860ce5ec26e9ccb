import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FolderQueryOptions, FolderWithProjects } from '@adpulse/shared/folders/index';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { notFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { isConditionFailure } from '../../platform/dynamo/conditions.ts';
import { getItem, queryAll } from '../../platform/dynamo/reads.ts';
import {
  FOLDER_SK_PREFIX,
  folderKey,
  folderProjectsPage,
  membershipPrefix,
  noProjectsOfBranches,
  releaseFromFolder,
} from '../../projects/index.ts';
import { folderHasHiddenProjects } from '../errors.ts';
import { folderItem, toFolder, type FolderRecord, type FolderViewer } from './records.ts';

export async function createFolder(
  clientId: string,
  name: string,
  createdBy: string,
  now: Date = new Date(),
): Promise<FolderRecord> {
  const record: FolderRecord = {
    clientId,
    folderId: newId(now.getTime()),
    name,
    created: now.toISOString(),
    createdBy,
  };
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: folderItem(record),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

/** F1: the client's folders, newest first. */
export async function listFolderItems(clientId: string): Promise<Record<string, unknown>[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': folderKey(clientId, '').pk, ':prefix': FOLDER_SK_PREFIX },
  });
  return items.sort((a, b) => String(b.created).localeCompare(String(a.created)));
}

/** F2. */
export async function requireFolderItem(clientId: string, folderId: string, consistent = false) {
  const item = await getItem(folderKey(clientId, folderId), consistent);
  if (!item) throw notFound();
  return item;
}

/** A refused conditional change: gone (or being deleted) is 404, else it holds hidden projects (409). */
async function explainRefusal(clientId: string, folderId: string): Promise<never> {
  const item = await getItem(folderKey(clientId, folderId), true);
  if (!item || item.deletingAt) throw notFound();
  throw folderHasHiddenProjects();
}

/** F2. `hiddenBranchKeys`: branches the caller does not see, of which the folder must hold nothing. */
export async function renameFolder(
  clientId: string,
  folderId: string,
  name: string,
  hiddenBranchKeys: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const hidden = noProjectsOfBranches(hiddenBranchKeys);
  try {
    const answer = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: folderKey(clientId, folderId),
        UpdateExpression: 'SET #name = :name',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletingAt)${hidden.expression}`,
        ExpressionAttributeNames: { '#name': 'name', ...hidden.names },
        ExpressionAttributeValues: { ':name': name, ...hidden.values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return explainRefusal(clientId, folderId);
    throw error;
  }
}

/** F3: the folder and one page of the projects the caller sees in it. */
export async function folderWithProjects(
  clientId: string,
  folderId: string,
  viewer: FolderViewer,
  options: FolderQueryOptions,
): Promise<FolderWithProjects> {
  const item = await requireFolderItem(clientId, folderId);
  const { items, total } = await folderProjectsPage(folderId, item, viewer.scope, options);
  return { ...toFolder(item, viewer), projects: items, total };
}

const RELEASE_CONCURRENCY = 8;

/**
 * F5: nothing inside is lost. The folder is marked (no more moves into it) on the condition
 * that it holds nothing of `hiddenBranchKeys` (the caller must see every project it releases),
 * every project it holds goes back to the list, then the folder goes. Running it again after
 * a failure finishes the job.
 */
export async function deleteFolder(
  clientId: string,
  folderId: string,
  hiddenBranchKeys: readonly string[] = [],
  now: Date = new Date(),
): Promise<number> {
  const hidden = noProjectsOfBranches(hiddenBranchKeys);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: folderKey(clientId, folderId),
        UpdateExpression: 'SET deletingAt = if_not_exists(deletingAt, :now)',
        ConditionExpression: `attribute_exists(pk)${hidden.expression}`,
        ...(hiddenBranchKeys.length ? { ExpressionAttributeNames: hidden.names } : {}),
        ExpressionAttributeValues: { ':now': now.toISOString(), ...hidden.values },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const item = await getItem(folderKey(clientId, folderId), true);
    if (!item) throw notFound();
    throw folderHasHiddenProjects();
  }
  const members = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': folderKey(clientId, folderId).pk,
      ':prefix': membershipPrefix(folderId),
    },
    ConsistentRead: true,
  });
  const projectIds = members.map((member) => String(member.projectId));
  for (let start = 0; start < projectIds.length; start += RELEASE_CONCURRENCY) {
    await Promise.all(
      projectIds
        .slice(start, start + RELEASE_CONCURRENCY)
        .map((id) => releaseFromFolder(clientId, folderId, id)),
    );
  }
  await dynamoClient().send(
    new DeleteCommand({ TableName: tableName(), Key: folderKey(clientId, folderId) }),
  );
  return projectIds.length;
}
