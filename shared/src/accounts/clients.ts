import * as z from 'zod';
import { CLIENT_TYPES } from '../auth/permissions.ts';
import {
  countryField,
  currentPasswordField,
  idField,
  newPasswordField,
  requiredText,
  withPasswordConfirmation,
} from './fields.ts';

export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** On: the branch's projects are visible to users of the other branches. */
  shareProjects: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

/** A client account with its branches (spec section 3). */
export const clientSchema = z.object({
  _id: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  multiUser: z.boolean(),
  companyName: z.string(),
  registration: z
    .object({
      country: z.string(),
      phone: z.string().optional(),
      jobTitle: z.string().optional(),
      newsletterRegistration: z.boolean(),
      type: z.string(),
    })
    .optional(),
  branches: z.array(branchSchema),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientIdParamsSchema = z.object({ clientId: idField });
export const branchParamsSchema = z.object({ clientId: idField, branchId: idField });

/** PATCH /clients/{clientId}: what the account screen may change (type and multi-user are operator settings). */
export const updateClientRequestSchema = z
  .object({ companyName: requiredText(200), country: countryField })
  .partial();
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;

export const createBranchRequestSchema = z.object({
  name: requiredText(),
  shareProjects: z.boolean().default(false),
});
export type CreateBranchRequest = z.input<typeof createBranchRequestSchema>;

export const updateBranchRequestSchema = z
  .object({ name: requiredText(), shareProjects: z.boolean() })
  .partial();
export type UpdateBranchRequest = z.input<typeof updateBranchRequestSchema>;

/** PUT /clients/{clientId}/password: the caller's own password. */
export const changePasswordRequestSchema = z.object({
  oldPassword: currentPasswordField,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The change-password form: the new password typed twice. */
export const changePasswordFormSchema = withPasswordConfirmation(
  z.object({
    oldPassword: currentPasswordField,
    newPassword: newPasswordField,
    passwordConfirmation: z.string(),
  }),
  'newPassword',
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
