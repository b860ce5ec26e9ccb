import * as z from 'zod';
import { SUB_TYPES } from '../auth/permissions.ts';
import {
  clearablePhoneField,
  clearableText,
  emailField,
  idField,
  optionalPhoneField,
  optionalText,
  queryInteger,
  requiredText,
  subTypeField,
} from './fields.ts';

export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const notificationsSchema = z.object({
  analysisCompleted: z.boolean(),
  productUpdates: z.boolean(),
  newsletter: z.boolean(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/** A user as the API answers it (spec section 3). `branch` is a branch id and may be missing. */
export const userSchema = z.object({
  _id: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subType: z.enum(SUB_TYPES),
  branch: z.string().optional(),
  position: z.string().optional(),
  company: z.string().optional(),
  phone: z.string().optional(),
  jobTitle: z.string().optional(),
  status: z.enum(USER_STATUSES),
  notifications: notificationsSchema,
  avatarUrl: z.string().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USERS_PAGE_MAX = 100;

/** GET /users: clientId defaults to the caller's client. */
export const listUsersQuerySchema = z.object({
  limit: queryInteger(20, USERS_PAGE_MAX),
  skip: queryInteger(0, 100_000),
  clientId: idField.optional(),
  subType: subTypeField.optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const userListSchema = z.object({ items: z.array(userSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

/** POST /clients/{clientId}/users: the invited user sets a password through the e-mail link. */
export const createUserRequestSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField,
  subType: subTypeField,
  branch: idField.optional(),
  position: optionalText(),
  phone: optionalPhoneField,
  jobTitle: optionalText(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PATCH /users/{userId}: every field optional; null (or an empty text) removes a field. */
export const updateUserRequestSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    subType: subTypeField,
    branch: idField.nullable(),
    position: clearableText(),
    phone: clearablePhoneField,
    jobTitle: clearableText(),
  })
  .partial();
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const userIdParamsSchema = z.object({ userId: idField });
