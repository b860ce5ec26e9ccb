import * as z from 'zod';
import { idField, requiredText } from '../accounts/fields.ts';
import { CLOSED_PAGE_SIZE, LIST_MAX_LIMIT, LIST_MAX_SKIP } from '../projects/constants.ts';
import { queryInteger } from '../projects/fields.ts';
import { projectStatusField, projectSummarySchema, sortField } from '../projects/schemas.ts';

export const FOLDER_NAME_MAX = 80;

export const folderNameField = requiredText(FOLDER_NAME_MAX);

/**
 * A folder as answered; `projectCount` counts the projects the caller may see in it, and
 * `canChange` says whether the caller may rename or delete it (functions/src/folders/rules.ts).
 */
export const folderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  created: z.string(),
  projectCount: z.number().int(),
  canChange: z.boolean(),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListSchema = z.object({ items: z.array(folderSchema) });
export type FolderList = z.infer<typeof folderListSchema>;

/** GET /folders/{folderId}: the folder and one page of its projects. */
export const folderWithProjectsSchema = folderSchema.extend({
  projects: z.array(projectSummarySchema),
  total: z.number().int(),
});
export type FolderWithProjects = z.infer<typeof folderWithProjectsSchema>;

export const createFolderRequestSchema = z.object({ name: folderNameField });
export type CreateFolderRequest = z.input<typeof createFolderRequestSchema>;

export const updateFolderRequestSchema = z.object({ name: folderNameField });
export type UpdateFolderRequest = z.input<typeof updateFolderRequestSchema>;

/** Without projectsStatus the folder's projects come in group order: pending, active, closed. */
export const folderQuerySchema = z.object({
  limit: queryInteger(CLOSED_PAGE_SIZE, 1, LIST_MAX_LIMIT),
  skip: queryInteger(0, 0, LIST_MAX_SKIP),
  projectsStatus: projectStatusField.optional(),
  sort: sortField,
});
export type FolderQuery = z.input<typeof folderQuerySchema>;
export type FolderQueryOptions = z.output<typeof folderQuerySchema>;

export const addProjectToFolderRequestSchema = z.object({ projectId: idField });
export type AddProjectToFolderRequest = z.input<typeof addProjectToFolderRequestSchema>;

export const folderParamsSchema = z.object({ folderId: idField });
export const folderProjectParamsSchema = z.object({ folderId: idField, projectId: idField });
export const clientFoldersParamsSchema = z.object({ clientId: idField });
