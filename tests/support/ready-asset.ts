import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { assetItem, type AssetRecord } from '../../functions/src/assets/data/records.ts';
import { dynamoClient, tableName } from '../../functions/src/platform/aws.ts';

export interface StimulusSpec {
  kind: 'video' | 'image';
  duration: number;
  name?: string;
}

/** A ready asset as the assets domain stores it once checked (no media: images draw over grey). */
export async function putReadyAssetOf(
  clientId: string,
  projectId: string,
  index: number,
  spec: StimulusSpec,
): Promise<AssetRecord> {
  const at = new Date().toISOString();
  const assetId = `a${index}${projectId.slice(-6)}`;
  const record: AssetRecord = {
    clientId,
    projectId,
    assetId,
    name: spec.name ?? `Stimulus ${index + 1}`,
    category: 'food',
    requiredRespondents: 0,
    contentType: 'advertisment',
    developmentStage: 'final',
    status: 'ready',
    file: {
      name: `s${index}.${spec.kind === 'video' ? 'mp4' : 'png'}`,
      size: 1000,
      declaredType: 'video/mp4',
      key: 'x',
    },
    kind: spec.kind,
    duration: spec.kind === 'video' ? spec.duration : undefined,
    width: spec.kind === 'video' ? 1280 : 1080,
    height: spec.kind === 'video' ? 720 : 1080,
    created: at,
    updated: at,
  };
  await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: assetItem(record) }));
  return record;
}
