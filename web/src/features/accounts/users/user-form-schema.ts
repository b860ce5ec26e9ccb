import * as z from 'zod';
import { idField } from '@adpulse/shared/accounts/fields';
import { createUserRequestSchema, updateUserRequestSchema } from '@adpulse/shared/accounts/users';

/** A select's "no branch" is the empty string: absent when inviting, removed (null) when editing. */
const blankTo =
  <T>(replacement: T) =>
  (value: unknown) =>
    value === '' ? replacement : value;

const branchRequiredForBranchManagers: { path: string[]; error: string } = {
  path: ['branch'],
  error: 'validation.required',
};

export const inviteFormSchema = createUserRequestSchema
  .extend({ branch: z.preprocess(blankTo(undefined), idField.optional()) })
  .refine((form) => form.subType !== 'branch' || form.branch !== undefined, branchRequiredForBranchManagers);

export const editFormSchema = updateUserRequestSchema
  .extend({ branch: z.preprocess(blankTo(null), idField.nullable()).optional() })
  .required({ firstName: true, lastName: true })
  .refine(
    (form) => form.subType !== 'branch' || (form.branch !== null && form.branch !== undefined),
    branchRequiredForBranchManagers,
  );

/** What the form holds: texts, with '' for "none". */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  subType: string;
  branch: string;
  position: string;
  phone: string;
  jobTitle: string;
}
