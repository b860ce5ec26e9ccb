import { useParams } from 'react-router';
import { z } from 'zod';
import { projectSchema } from '@adpulse/shared/projects/schemas';
import { useApi } from '../../api/use-api.ts';
import type { ScreenName } from '../../routing/route-table.ts';

/**
 * The video data of a share link is read before anything shows (spec section 2). Its shape
 * arrives with the results issue; until then only whether the link is valid matters.
 */
const sharedVideoDataSchema = z.unknown();

/**
 * What a results screen shows, read before its tabs: the project of `project/{id}`, or the
 * video data of a share link's token. A missing one answers 404, which the API client turns
 * into page-not-found and Dashboard (`area: 'results'`, spec sections 2 and 8).
 */
export function useResultsSubject(screen: ScreenName) {
  const { id, sharingToken } = useParams();
  const path =
    screen === 'share'
      ? sharingToken
        ? `/share/video-data/${encodeURIComponent(sharingToken)}`
        : null
      : id
        ? `/projects/${encodeURIComponent(id)}`
        : null;
  const schema: z.ZodType<unknown> = screen === 'share' ? sharedVideoDataSchema : projectSchema;
  return useApi<unknown>(path, schema, { area: 'results' });
}
