import type { Asset, CreateAssetRequest } from '@adpulse/shared/assets/schemas';
import { assetsApi } from '../../../api/assets.ts';
import { declaredType } from './upload-checks.ts';
import { putWithProgress } from './upload.ts';

export type UploadPhase = 'preparing' | 'uploading' | 'checking';

export type StimulusFields = Pick<
  CreateAssetRequest,
  'name' | 'category' | 'contentType' | 'developmentStage' | 'requiredRespondents'
>;

/**
 * One stimulus, straight from the browser to storage: the API creates the asset and a
 * presigned PUT, the file goes to it with progress, then the API checks the real file.
 * An upload that fails or is cancelled before the check removes its asset, so the project
 * stays as it was (the check itself removes what it refuses).
 */
export async function uploadStimulus(
  projectId: string,
  file: File,
  fields: StimulusFields,
  progress: (phase: UploadPhase, fraction: number) => void,
  signal?: AbortSignal,
): Promise<Asset> {
  progress('preparing', 0);
  const { asset, upload } = await assetsApi.createAsset({
    params: { projectId },
    body: { ...fields, fileName: file.name, fileType: declaredType(file), fileSize: file.size },
  });
  try {
    await putWithProgress(upload, file, (fraction) => progress('uploading', fraction), signal);
  } catch (error) {
    await removeStimulus(projectId, asset._id).catch(() => undefined);
    throw error;
  }
  progress('checking', 1);
  return assetsApi.completeAsset({ params: { projectId, assetId: asset._id } });
}

export function removeStimulus(projectId: string, assetId: string): Promise<void> {
  return assetsApi.deleteAsset({ params: { projectId, assetId } });
}
