import type { ProjectSummary } from '@adpulse/shared/projects/index';

/** The date a card shows: when a closed project closed, else when the project was created. */
export function cardDate(project: Pick<ProjectSummary, 'status' | 'created' | 'closed'>): {
  kind: 'created' | 'closed';
  iso: string;
} {
  return project.status === 'closed' && project.closed
    ? { kind: 'closed', iso: project.closed }
    : { kind: 'created', iso: project.created };
}

export { formatDate } from '../../../i18n/format-date.ts';

/**
 * A thumbnail the browser can show. The API may answer a storage key instead of an address
 * (a thumbnail still being uploaded, or one the list does not sign): the card then shows its
 * placeholder graphic rather than a broken image.
 */
export function displayableThumbnail(thumbnail: string | null): string | null {
  return thumbnail && /^https?:\/\//i.test(thumbnail) ? thumbnail : null;
}

/** The placeholder graphic's kind: a still for image predictions, a play mark for everything else. */
export const placeholderKind = (project: Pick<ProjectSummary, 'type' | 'predictMediaType'>) =>
  project.type === 'predict' && project.predictMediaType === 'image' ? 'image' : 'video';
