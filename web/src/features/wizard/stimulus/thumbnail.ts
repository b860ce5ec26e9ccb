import { THUMBNAIL_MAX_BYTES, THUMBNAIL_UPLOAD_TYPES } from '@adpulse/shared/assets/constants';
import { assetsApi } from '../../../api/assets.ts';
import { putWithProgress } from './upload.ts';
type ThumbnailType = (typeof THUMBNAIL_UPLOAD_TYPES)[number];

const THUMBNAIL_WIDTH = 480;

/** A JPEG of a video's first moments, drawn in the browser; null when the browser cannot decode it. */
async function videoFrame(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout')), 5_000);
      video.onloadeddata = () => {
        clearTimeout(timer);
        resolve();
      };
      video.onerror = () => {
        clearTimeout(timer);
        reject(new Error('decode'));
      };
    });
    const scale = Math.min(1, THUMBNAIL_WIDTH / (video.videoWidth || THUMBNAIL_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((video.videoWidth || THUMBNAIL_WIDTH) * scale);
    canvas.height = Math.round((video.videoHeight || 270) * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Sets the project's thumbnail (the predict flow, spec section 4): an image as it is when the
 * thumbnail rules take it, else a frame of the video. Uploaded, then completed: the API checks
 * the image before the project uses it. Resolves false when there was none to set.
 */
export async function setProjectThumbnail(projectId: string, file: File): Promise<boolean> {
  const takesImage =
    (THUMBNAIL_UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= THUMBNAIL_MAX_BYTES;
  const image = takesImage ? file : file.type.startsWith('video/') ? await videoFrame(file) : null;
  if (!image) return false;
  const { upload } = await assetsApi.createThumbnailUpload({
    params: { projectId },
    body: { contentType: image.type as ThumbnailType, fileSize: image.size },
  });
  await putWithProgress(upload, image, () => undefined);
  await assetsApi.completeThumbnailUpload({ params: { projectId }, body: { key: upload.key } });
  return true;
}
