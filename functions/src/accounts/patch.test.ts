import { describe, expect, it } from 'vitest';
import { applyPatch } from './patch.ts';

describe('applyPatch', () => {
  it('keeps absent fields, removes null ones, replaces the others', () => {
    const record: { name: string; phone?: string; branch?: string } = {
      name: 'Ada',
      phone: '0123456789',
      branch: 'b',
    };
    expect(applyPatch(record, { name: 'Bea', phone: null, branch: undefined })).toEqual({
      name: 'Bea',
      branch: 'b',
    });
    expect(record).toEqual({ name: 'Ada', phone: '0123456789', branch: 'b' });
  });
});
