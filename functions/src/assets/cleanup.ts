import { projectAssetsPk, projectPrefix } from './data/keys.ts';
import { storage } from '../platform/storage.ts';
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../platform/aws.ts';

/**
 * A deleted project's assets: every file under the project's prefix in both buckets (originals,
 * renditions, thumbnails, the project thumbnail), then every item of its assets partition.
 * Safe to run twice. The projects Lambda runs it after a project is deleted.
 */
export async function deleteProjectAssets({
  clientId,
  projectId,
}: {
  clientId: string;
  projectId: string;
}): Promise<void> {
  const prefix = projectPrefix(clientId, projectId);
  await storage().deletePrefix('uploads', prefix);
  await storage().deletePrefix('results', prefix);
  const pk = projectAssetsPk(clientId, projectId);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const keys = (page.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk }));
    for (let index = 0; index < keys.length; index += 25) {
      let pending = keys.slice(index, index + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending.length; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        const result = await dynamoClient().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
        if (attempt > 8 && pending.length) throw new Error('Asset items left undeleted');
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
}
