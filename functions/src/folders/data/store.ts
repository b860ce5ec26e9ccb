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
  releaseFromFolder,
  type BranchScope,
} from '../../projects/index.ts';
import { folderItem, toFolder, type FolderRecord } from './records.ts';

export async function createFolder(
  clientId: string,
  name: string,
  now: Date = new Date(),
): Promise<FolderRecord> {
  const record: FolderRecord = { clientId, folderId: newId(now.getTime()), name, created: now.toISOString() };
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

export async function renameFolder(
  clientId: string,
  folderId: string,
  name: string,
): Promise<Record<string, unknown>> {
  try {
    const answer = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: folderKey(clientId, folderId),
        UpdateExpression: 'SET #name = :name',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingAt)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
  }
}

/** F3: the folder and one page of the projects the caller sees in it. */
export async function folderWithProjects(
  clientId: string,
  folderId: string,
  scope: BranchScope,
  options: FolderQueryOptions,
): Promise<FolderWithProjects> {
  const item = await requireFolderItem(clientId, folderId);
  const { items, total } = await folderProjectsPage(folderId, item, scope, options);
  return { ...toFolder(item, scope), projects: items, total };
}

const RELEASE_CONCURRENCY = 8;

/**
 * F5: nothing inside is lost. The folder is marked (no more moves into it), every project it
 * holds — whatever branch, the caller's view does not matter here — goes back to the list,
 * then the folder goes. Running it again after a failure finishes the job.
 */
export async function deleteFolder(
  clientId: string,
  folderId: string,
  now: Date = new Date(),
): Promise<number> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: folderKey(clientId, folderId),
        UpdateExpression: 'SET deletingAt = if_not_exists(deletingAt, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw notFound();
    throw error;
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
