import { describe, expect, it } from 'vitest';
import { createAssetRequestSchema, updateAssetRequestSchema } from './schemas.ts';

const file = { fileName: 'spot.mp4', fileType: 'video/mp4', fileSize: 1000 };

describe('asset requests', () => {
  it('takes the screens’ names for content type and development stage', () => {
    const parsed = createAssetRequestSchema.parse({
      name: 'Spot',
      category: 'food',
      contentType: 'branded',
      developmentStage: 'draft',
      ...file,
    });
    expect(parsed).toMatchObject({ contentType: 'branded', developmentStage: 'draft', name: 'Spot' });
  });

  it('takes the spec call’s type and status as the same fields (predict: type other, status final)', () => {
    const parsed = createAssetRequestSchema.parse({
      name: 'Predict',
      category: 'predict',
      type: 'other',
      status: 'final',
      requiredRespondents: 75,
      ...file,
    });
    expect(parsed).toMatchObject({
      contentType: 'other',
      developmentStage: 'final',
      requiredRespondents: 75,
    });
    expect(parsed).not.toHaveProperty('type');
    expect(parsed).not.toHaveProperty('status');
  });

  it('requires name, category, content type, development stage and the file description', () => {
    const result = createAssetRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'category', 'fileName', 'fileType', 'fileSize']));
    const missingKinds = createAssetRequestSchema.safeParse({ name: 'A', category: 'b', ...file });
    expect(missingKinds.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contentType', 'validation.required'],
      ['developmentStage', 'validation.required'],
    ]);
  });

  it('accepts 50, 75, 150 and 300 respondents only', () => {
    for (const value of [50, 75, 150, 300]) {
      expect(
        createAssetRequestSchema.safeParse({
          name: 'A',
          category: 'b',
          type: 'other',
          status: 'final',
          requiredRespondents: value,
          ...file,
        }).success,
      ).toBe(true);
    }
    expect(
      createAssetRequestSchema.safeParse({
        name: 'A',
        category: 'b',
        type: 'other',
        status: 'final',
        requiredRespondents: 100,
        ...file,
      }).success,
    ).toBe(false);
  });

  it('updates with either spelling of the content type', () => {
    expect(updateAssetRequestSchema.parse({ type: 'generic' })).toEqual({ contentType: 'generic' });
    expect(updateAssetRequestSchema.parse({ name: 'New' })).toEqual({ name: 'New', contentType: undefined });
  });
});
