import { updateIfStill } from '../../platform/dynamo/writes.ts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient, tableName } from '../../platform/aws.ts';
import { batchDelete } from '../../platform/dynamo/batch-delete.ts';
import { queryAll } from '../../platform/dynamo/reads.ts';
import { transact } from '../../platform/dynamo/transactions.ts';
import { ASSET_SK_PREFIX, assetKey, assetsMetaKey, projectAssetsPk } from './keys.ts';
import { assetItem, toAssetRecord, type AssetRecord } from './records.ts';

/** The per-project item that makes "one upload at a time" and the package count atomic. */
export interface AssetsMeta {
  count: number;
  uploadingAssetId?: string;
  uploadingUntil?: string;
}

export async function findAsset(
  clientId: string,
  projectId: string,
  assetId: string,
): Promise<AssetRecord | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: assetKey(clientId, projectId, assetId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? toAssetRecord(result.Item) : undefined;
}

/** S1: a project's assets, oldest first (ids are time-ordered). */
export async function listAssets(clientId: string, projectId: string): Promise<AssetRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': projectAssetsPk(clientId, projectId),
      ':prefix': ASSET_SK_PREFIX,
    },
    ConsistentRead: true,
  });
  return items.map(toAssetRecord);
}

/** S5: every item of a deleted project's assets partition goes (safe to run twice). */
export async function deleteProjectAssetItems(clientId: string, projectId: string): Promise<void> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': projectAssetsPk(clientId, projectId) },
    ProjectionExpression: 'pk, sk',
  });
  await batchDelete(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
}

export async function readAssetsMeta(clientId: string, projectId: string): Promise<AssetsMeta> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: assetsMetaKey(clientId, projectId), ConsistentRead: true }),
  );
  const item = result.Item ?? {};
  return {
    count: Number(item.count ?? 0),
    ...(item.uploadingAssetId ? { uploadingAssetId: String(item.uploadingAssetId) } : {}),
    ...(item.uploadingUntil ? { uploadingUntil: String(item.uploadingUntil) } : {}),
  };
}

/** Why a new asset was refused: an upload is already in progress, or the package is full. */
export class AssetSlotRefused extends Error {
  constructor(readonly reason: 'uploadInProgress' | 'packageFull') {
    super(`Asset refused: ${reason}`);
    this.name = 'AssetSlotRefused';
  }
}

/**
 * S2: a new asset, counted and made the project's one upload in progress, in one transaction:
 * refused while another upload's URL is still valid, or when the package holds its maximum.
 */
export async function insertAsset(record: AssetRecord, maxAssets: number | null, now: string): Promise<void> {
  const { clientId, projectId, assetId } = record;
  const limit = maxAssets === null ? '' : ' AND (attribute_not_exists(#count) OR #count < :max)';
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: assetItem(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: assetsMetaKey(clientId, projectId),
        UpdateExpression:
          'SET #count = if_not_exists(#count, :zero) + :one, uploadingAssetId = :id, uploadingUntil = :until',
        ConditionExpression: `(attribute_not_exists(uploadingUntil) OR uploadingUntil < :now)${limit}`,
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':zero': 0,
          ':one': 1,
          ':id': assetId,
          ':until': record.uploadUntil,
          ':now': now,
          ...(maxAssets === null ? {} : { ':max': maxAssets }),
        },
      },
    },
  ]);
  if (outcome.ok) return;
  const meta = await readAssetsMeta(clientId, projectId);
  if (meta.uploadingUntil && meta.uploadingUntil >= now) throw new AssetSlotRefused('uploadInProgress');
  if (maxAssets !== null && meta.count >= maxAssets) throw new AssetSlotRefused('packageFull');
  throw outcome.error;
}

/** S3: the checked upload becomes ready, and the project's upload slot frees up. */
export async function saveReadyAsset(record: AssetRecord): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: assetItem(record),
      ConditionExpression: 'attribute_exists(pk) AND #status = :uploading',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':uploading': 'uploading' },
    }),
  );
  await clearSlotIfHeldBy(record.clientId, record.projectId, record.assetId);
}

/** S4: an asset goes, with its count and (if it was uploading) the upload slot. */
export async function deleteAssetRecord(record: AssetRecord): Promise<void> {
  const { clientId, projectId, assetId } = record;
  const outcome = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: assetKey(clientId, projectId, assetId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: assetsMetaKey(clientId, projectId),
        UpdateExpression: 'SET #count = #count - :one',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
  ]);
  if (!outcome.ok) throw outcome.error;
  await clearSlotIfHeldBy(clientId, projectId, assetId);
}

/** S5: the fields a user edits, on an asset that still exists. */
export async function saveAssetFields(record: AssetRecord): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: assetItem(record),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

async function clearSlotIfHeldBy(clientId: string, projectId: string, assetId: string): Promise<void> {
  await updateIfStill({
    TableName: tableName(),
    Key: assetsMetaKey(clientId, projectId),
    UpdateExpression: 'REMOVE uploadingAssetId, uploadingUntil',
    ConditionExpression: 'uploadingAssetId = :id',
    ExpressionAttributeValues: { ':id': assetId },
  });
}
