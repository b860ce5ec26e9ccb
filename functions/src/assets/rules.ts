import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  PREDICT_ASSET,
  maxAssets,
  maxVideoMinutes,
  type MediaKind,
} from '@adpulse/shared/assets/constants';
import { PACKAGES } from '@adpulse/shared/projects/index';
import type { ClientType } from '@adpulse/shared';
import { invalidField } from '../platform/errors.ts';
import { MediaRejection, invalidFormatFor, type MediaRules } from './media/checks.ts';
import type { ProjectRecord } from '../projects/index.ts';

/** How many assets a project may hold for this caller: the package count for regular users. */
export function assetLimit(project: Pick<ProjectRecord, 'type'>, clientType: ClientType): number | null {
  if (project.type === 'predict') return maxAssets('predict');
  return clientType === 'regular' ? maxAssets(project.type) : null;
}

/** The media kind a project takes: the predict flow names it; other projects take both. */
export function expectedKind(
  project: Pick<ProjectRecord, 'type' | 'predictMediaType'>,
): MediaKind | undefined {
  return project.type === 'predict' ? project.predictMediaType : undefined;
}

export function mediaRules(
  project: Pick<ProjectRecord, 'type' | 'predictMediaType'>,
  declaredBytes: number,
): MediaRules {
  const kind = expectedKind(project);
  return {
    maxBytes: MAX_UPLOAD_BYTES,
    maxDurationSeconds: maxVideoMinutes(project.type) * 60,
    declaredBytes,
    ...(kind ? { kind } : {}),
  };
}

/**
 * What can be refused before a byte is uploaded: a declared type that is no accepted format
 * (or not the predict project's media kind), and a declared size over the limit.
 */
export function checkDeclaredFile(
  project: Pick<ProjectRecord, 'type' | 'predictMediaType'>,
  declared: { fileType: string; fileSize: number },
): void {
  const rules = mediaRules(project, declared.fileSize);
  if (!ACCEPTED_UPLOAD_TYPES.includes(declared.fileType))
    throw new MediaRejection(invalidFormatFor(rules.kind));
  const declaredKind: MediaKind = declared.fileType.startsWith('image/') ? 'image' : 'video';
  if (rules.kind && rules.kind !== declaredKind) throw new MediaRejection(invalidFormatFor(rules.kind));
  if (declared.fileSize > rules.maxBytes) {
    throw new MediaRejection('sizeExceeded', { value: Math.round(rules.maxBytes / (1024 * 1024)) });
  }
}

/** Respondents for a new asset: 75 in the predict flow, else as asked or the audience's sample size. */
export function respondentsFor(project: ProjectRecord, requested: number | undefined): number {
  if (project.type === 'predict') {
    if (requested !== undefined && requested !== PREDICT_ASSET.requiredRespondents) {
      throw invalidField('requiredRespondents');
    }
    return PREDICT_ASSET.requiredRespondents;
  }
  if (requested === PREDICT_ASSET.requiredRespondents) {
    throw invalidField('requiredRespondents');
  }
  return requested ?? project.audience.sampleSize ?? PACKAGES[project.type].respondents;
}
