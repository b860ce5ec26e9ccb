import * as z from 'zod';
import { MESSAGE, idField, missingOr, requiredText } from '../accounts/fields.ts';
import { enumField } from '../projects/fields.ts';
import { PREDICT_REQUIRED_RESPONDENTS, SAMPLE_SIZES } from '../projects/constants.ts';
import {
  ASSET_CONTENT_TYPES,
  ASSET_DEVELOPMENT_STAGES,
  ASSET_STATUSES,
  MEDIA_FORMATS,
  THUMBNAIL_UPLOAD_TYPES,
  type MediaFormat,
} from './constants.ts';

/** Sample sizes of a stimulus: the audience options, and 75 for the predict flow. */
export const REQUIRED_RESPONDENTS = [...SAMPLE_SIZES, PREDICT_REQUIRED_RESPONDENTS] as const;

export const requiredRespondentsField = z
  .number({ error: MESSAGE.integer })
  .int(MESSAGE.integer)
  .refine((value) => (REQUIRED_RESPONDENTS as readonly number[]).includes(value), MESSAGE.invalid);

const contentTypeField = enumField(ASSET_CONTENT_TYPES);
const developmentStageField = enumField(ASSET_DEVELOPMENT_STAGES);

/** The stimulus fields a user sets (spec section 3), shared by create and update. */
const assetFields = {
  name: requiredText(100),
  category: requiredText(100),
  requiredRespondents: requiredRespondentsField,
  contentType: contentTypeField,
  developmentStage: developmentStageField,
};

/**
 * POST /projects/{projectId}/assets. The spec's calls send `type` and `status` where the
 * screens say content type and development stage (the predict flow sends type "other",
 * status "final"): both spellings are accepted. The answer's `status` is the upload state.
 */
export const createAssetRequestSchema = z
  .object({
    name: assetFields.name,
    category: assetFields.category,
    requiredRespondents: assetFields.requiredRespondents.optional(),
    contentType: contentTypeField.optional(),
    type: contentTypeField.optional(),
    developmentStage: developmentStageField.optional(),
    status: developmentStageField.optional(),
    fileName: requiredText(255),
    fileType: z
      .string({ error: MESSAGE.required })
      .trim()
      .toLowerCase()
      .min(1, MESSAGE.required)
      .max(100, MESSAGE.invalid),
    fileSize: z.number({ error: MESSAGE.integer }).int(MESSAGE.integer).positive(MESSAGE.invalid),
  })
  .transform(({ type, status, ...request }) => ({
    ...request,
    contentType: request.contentType ?? type,
    developmentStage: request.developmentStage ?? status,
  }))
  .superRefine((request, ctx) => {
    if (!request.contentType)
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: MESSAGE.required });
    if (!request.developmentStage) {
      ctx.addIssue({ code: 'custom', path: ['developmentStage'], message: MESSAGE.required });
    }
  })
  .transform((request) => ({
    ...request,
    contentType: request.contentType ?? 'other',
    developmentStage: request.developmentStage ?? 'final',
  }));
export type CreateAssetRequest = z.input<typeof createAssetRequestSchema>;
export type CreateAsset = z.output<typeof createAssetRequestSchema>;

/** PATCH /projects/{projectId}/assets/{assetId}: the user's fields, each optional. */
export const updateAssetRequestSchema = z
  .object({
    name: assetFields.name,
    category: assetFields.category,
    requiredRespondents: assetFields.requiredRespondents,
    contentType: contentTypeField,
    type: contentTypeField,
    developmentStage: developmentStageField,
  })
  .partial()
  .transform(({ type, ...request }) => ({ ...request, contentType: request.contentType ?? type }));
export type UpdateAssetRequest = z.input<typeof updateAssetRequestSchema>;
export type UpdateAsset = z.output<typeof updateAssetRequestSchema>;

export const assetParamsSchema = z.object({ projectId: idField, assetId: idField });

/** A stimulus as the API answers it. `src` and `thumbnail` are short-lived signed URLs. */
export const assetSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  category: z.string(),
  requiredRespondents: z.number().int(),
  /** The spec's asset type: the content type. */
  type: z.enum(ASSET_CONTENT_TYPES),
  contentType: z.enum(ASSET_CONTENT_TYPES),
  developmentStage: z.enum(ASSET_DEVELOPMENT_STAGES),
  status: z.enum(ASSET_STATUSES),
  file: z.object({
    name: z.string(),
    size: z.number().int(),
    /** The format recognised from the bytes, once the upload is checked. */
    format: z.enum(Object.keys(MEDIA_FORMATS) as [MediaFormat, ...MediaFormat[]]).optional(),
  }),
  kind: z.enum(['video', 'image']).optional(),
  /** Seconds, for videos. */
  duration: z.number().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  src: z.string().optional(),
  thumbnail: z.string().optional(),
  created: z.string(),
  updated: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const presignedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the PUT must carry exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: z.string(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const createAssetResponseSchema = z.object({ asset: assetSchema, upload: presignedUploadSchema });
export type CreateAssetResponse = z.infer<typeof createAssetResponseSchema>;

export const assetListSchema = z.object({ items: z.array(assetSchema) });
export type AssetList = z.infer<typeof assetListSchema>;

/**
 * POST /projects/{projectId}/thumbnail: the image's type and size, both signed into the upload
 * URL (S3 refuses another type or length).
 */
export const thumbnailUploadRequestSchema = z.object({
  contentType: enumField(THUMBNAIL_UPLOAD_TYPES),
  fileSize: z
    .number({ error: missingOr(MESSAGE.integer) })
    .int(MESSAGE.integer)
    .positive(MESSAGE.invalid),
});
export type ThumbnailUploadRequest = z.input<typeof thumbnailUploadRequestSchema>;

export const thumbnailUploadResponseSchema = z.object({ upload: presignedUploadSchema });

/** POST /projects/{projectId}/thumbnail/complete: the `key` of the upload answer, once the PUT is done. */
export const thumbnailCompleteRequestSchema = z.object({
  key: z
    .string({ error: missingOr(MESSAGE.invalid) })
    .min(1, MESSAGE.required)
    .max(1024, MESSAGE.invalid),
});
export type ThumbnailCompleteRequest = z.input<typeof thumbnailCompleteRequestSchema>;

/** The checked thumbnail's key: the project's `thumbnail` from now on. */
export const thumbnailCompleteResponseSchema = z.object({ thumbnail: z.string() });
export type ThumbnailCompleteResponse = z.infer<typeof thumbnailCompleteResponseSchema>;
