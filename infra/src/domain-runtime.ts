import { Duration, Size } from 'aws-cdk-lib';
import type { Domain } from '@adpulse/shared';

/** A domain's API function settings beyond the defaults (512 MB, 10 s, 512 MiB /tmp, arm64). */
export interface DomainRuntime {
  memorySize?: number;
  timeout?: Duration;
  ephemeralStorageSize?: Size;
  /** Loads sharp, ffmpeg and ffprobe from the media layer (and so runs on its architecture). */
  media?: boolean;
}

/** API Gateway ends an integration at 30 s; the function stops first, so its error is the one logged. */
export const API_FUNCTION_MAX_TIMEOUT = Duration.seconds(29);

export const DOMAIN_RUNTIME: Partial<Record<Domain, DomainRuntime>> = {
  // Completing an upload (up to 200 MB) downloads, probes and may transcode it synchronously:
  // memory brings the CPU for ffmpeg, and /tmp holds the original and its rendition.
  assets: {
    media: true,
    memorySize: 2048,
    timeout: API_FUNCTION_MAX_TIMEOUT,
    ephemeralStorageSize: Size.mebibytes(1024),
  },
  // The PDF report (GET /projects/{projectId}/report) draws its charts with sharp and renders the
  // PDF in the call: memory brings the CPU.
  analysis: {
    media: true,
    memorySize: 1024,
    timeout: API_FUNCTION_MAX_TIMEOUT,
  },
};
