import { describe, expect, it } from 'vitest';
import { editFormSchema, inviteFormSchema } from './user-form-schema.ts';

const invite = {
  firstName: 'Ada',
  lastName: 'Rossi',
  email: 'ada@example.com',
  subType: 'researcher',
  branch: '',
  position: '',
  phone: '',
  jobTitle: '',
};

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('user form schemas', () => {
  it('reads "no branch" as absent when inviting and as removed when editing', () => {
    expect(inviteFormSchema.parse(invite)).toMatchObject({ subType: 'researcher' });
    expect(inviteFormSchema.parse(invite).branch).toBeUndefined();
    expect(editFormSchema.parse({ firstName: 'Ada', lastName: 'Rossi', branch: '' }).branch).toBeNull();
    expect(editFormSchema.parse({ firstName: 'Ada', lastName: 'Rossi', branch: 'milano' }).branch).toBe(
      'milano',
    );
  });

  it('asks for a branch for branch managers', () => {
    expect(firstMessage(inviteFormSchema.safeParse({ ...invite, subType: 'branch' }))).toEqual([
      'branch: validation.required',
    ]);
    expect(inviteFormSchema.safeParse({ ...invite, subType: 'branch', branch: 'milano' }).success).toBe(true);
    expect(
      firstMessage(
        editFormSchema.safeParse({ firstName: 'A', lastName: 'B', subType: 'branch', branch: '' }),
      ),
    ).toEqual(['branch: validation.required']);
  });

  it('keeps the shared field rules', () => {
    const result = inviteFormSchema.safeParse({ ...invite, email: 'nope', phone: '123', firstName: ' ' });
    expect(firstMessage(result)).toEqual([
      'firstName: validation.required',
      'email: validation.email',
      'phone: validation.phone',
    ]);
  });
});
