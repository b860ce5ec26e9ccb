import * as z from 'zod';
import { idField } from '../accounts/fields.ts';
import { projectAnalysisSchema } from '../analysis/api.ts';
import { STIMULUS_KINDS } from '../fieldwork/constants.ts';
import { PREDICT_MEDIA_TYPES, PROJECT_STATUSES, PROJECT_TYPES, VIEWERS } from '../projects/constants.ts';

/**
 * Read-only guest links to a project's results (spec: share/project/{projectId}/{clientId}/{sharingToken}).
 * A token is shown once, when made; the server keeps only its hash. Revoked, wrong and unknown
 * tokens all answer 404 alike.
 */

/**
 * Signed media links handed to a guest live this long: a revoked link's video, already opened,
 * stops within it (the revoke confirmation says so).
 */
export const GUEST_MEDIA_LINK_SECONDS = 5 * 60;

/** Most live links one project may have at once. */
export const MAX_SHARING_TOKENS = 20;

/** The guest page of the web app for a token (under /{lang}). */
export function sharePagePath(projectId: string, clientId: string, token: string): string {
  return `/share/project/${encodeURIComponent(projectId)}/${encodeURIComponent(clientId)}/${encodeURIComponent(token)}`;
}

/** A token as its 43 base64url characters (32 random bytes). */
export const sharingTokenField = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const sharingTokenInfoSchema = z.object({
  tokenId: z.string(),
  createdAt: z.string(),
  /** Who made it (user id). */
  createdBy: z.string(),
  /** The token's last four characters, to tell links apart. */
  hint: z.string(),
});
export type SharingTokenInfo = z.infer<typeof sharingTokenInfoSchema>;

/** POST /projects/{projectId}/sharing-token: the new token, shown this once, and the guest page. */
export const sharingTokenCreatedSchema = sharingTokenInfoSchema.extend({
  token: z.string(),
  projectId: z.string(),
  clientId: z.string(),
  /** `sharePagePath(...)`: the web page, without the language prefix. */
  path: z.string(),
});
export type SharingTokenCreated = z.infer<typeof sharingTokenCreatedSchema>;

export const sharingTokenListSchema = z.object({ items: z.array(sharingTokenInfoSchema) });
export type SharingTokenList = z.infer<typeof sharingTokenListSchema>;

export const sharingTokenParamsSchema = z.object({ projectId: idField, tokenId: idField });

export const sharedAnalysisParamsSchema = z.object({
  projectId: idField,
  clientId: idField,
  sharingToken: sharingTokenField,
});
export const sharingTokenOnlyParamsSchema = z.object({ sharingToken: sharingTokenField });

/** What a guest sees of the project itself. */
export const sharedProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  viewer: z.enum(VIEWERS),
  predictMediaType: z.enum(PREDICT_MEDIA_TYPES).optional(),
  created: z.string(),
  closed: z.string().nullable(),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;

/**
 * GET /share/{projectId}/{clientId}/{sharingToken}: the project and what the four guest tabs show
 * of its analysis, read-only: the file without the signed image links (heatmaps and the like
 * are for the client's own screens).
 */
export const sharedAnalysisSchema = z.object({
  project: sharedProjectSchema,
  analysis: projectAnalysisSchema,
});
export type SharedAnalysis = z.infer<typeof sharedAnalysisSchema>;

/** One stimulus to play in guest mode. */
export const sharedVideoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(STIMULUS_KINDS),
  duration: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Short-lived signed link of the playable media. */
  src: z.string(),
  thumbnail: z.string().nullable(),
});
export type SharedVideo = z.infer<typeof sharedVideoSchema>;

/** GET /share/video-data/{sharingToken}: the stimuli media of the shared project. */
export const sharedVideoDataSchema = z.object({
  projectId: z.string(),
  clientId: z.string(),
  items: z.array(sharedVideoSchema),
  linksExpireAt: z.string(),
});
export type SharedVideoData = z.infer<typeof sharedVideoDataSchema>;
