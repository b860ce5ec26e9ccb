/** Keys of the assets domain (functions/src/assets/README.md lists the access patterns). */
export const projectAssetsPk = (clientId: string, projectId: string) =>
  `CLIENT#${clientId}#PROJECT#${projectId}`;

export const assetKey = (clientId: string, projectId: string, assetId: string) => ({
  pk: projectAssetsPk(clientId, projectId),
  sk: `ASSET#${assetId}`,
});
export const ASSET_SK_PREFIX = 'ASSET#';

/** Per project: how many assets it holds and which upload is in progress. */
export const assetsMetaKey = (clientId: string, projectId: string) => ({
  pk: projectAssetsPk(clientId, projectId),
  sk: 'ASSETS',
});

/** S3 keys: everything of a project lives under one prefix in each bucket. */
export const projectPrefix = (clientId: string, projectId: string) =>
  `clients/${clientId}/projects/${projectId}/`;
export const assetPrefix = (clientId: string, projectId: string, assetId: string) =>
  `${projectPrefix(clientId, projectId)}assets/${assetId}/`;
export const originalKey = (clientId: string, projectId: string, assetId: string) =>
  `${assetPrefix(clientId, projectId, assetId)}original`;
