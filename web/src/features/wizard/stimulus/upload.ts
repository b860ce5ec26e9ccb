import type { PresignedUpload } from '@adpulse/shared/assets/schemas';

export class UploadFailed extends Error {
  constructor(readonly status: number) {
    super(`The upload answered ${status}`);
    this.name = 'UploadFailed';
  }
}

/** Headers a page may not set; the browser sends its own (the length is the body's). */
const FORBIDDEN_HEADERS = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs the file to the presigned URL with XMLHttpRequest, whose upload events (unlike fetch)
 * report progress; `onProgress` gets the fraction sent, 0 to 1.
 */
export function putWithProgress(
  upload: PresignedUpload,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) {
      if (!FORBIDDEN_HEADERS.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadFailed(request.status));
    };
    request.onerror = () => reject(new UploadFailed(0));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}
