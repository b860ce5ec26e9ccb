import { afterEach, describe, expect, it } from 'vitest';
import {
  OWASP_SCRYPT,
  currentParams,
  hashPassword,
  needsRehash,
  parseHash,
  verifyPassword,
} from './password.ts';

const cheap = { costLog2: 10, blockSize: 8, parallelization: 1 };

afterEach(() => {
  delete process.env.SCRYPT_COST_LOG2;
});

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters by default and encodes them in the hash', async () => {
    expect(currentParams()).toEqual({ costLog2: 17, blockSize: 8, parallelization: 1 });
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    const parsed = parseHash(hash);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(64);
    expect(await verifyPassword('Correct-horse-1', hash)).toBe(true);
  }, 30_000);

  it('rejects a wrong password and salts every hash', async () => {
    const first = await hashPassword('Secret-pass-1', cheap);
    const second = await hashPassword('Secret-pass-1', cheap);
    expect(first).not.toEqual(second);
    expect(await verifyPassword('Secret-pass-2', first)).toBe(false);
    expect(await verifyPassword('secret-pass-1', first)).toBe(false);
    expect(await verifyPassword('Secret-pass-1', second)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('Secret-pass-1', cheap);
    expect(await verifyPassword('Secret-pass-1', 'plain-text')).toBe(false);
    expect(await verifyPassword('Secret-pass-1', hash.replace('ln=10', 'ln=11'))).toBe(false);
    expect(await verifyPassword('Secret-pass-1', hash.replace('ln=10', 'ln=3'))).toBe(false);
    const at = hash.length - 10;
    const flipped = hash[at] === 'A' ? 'B' : 'A';
    expect(await verifyPassword('Secret-pass-1', hash.slice(0, at) + flipped + hash.slice(at + 1))).toBe(
      false,
    );
  });

  it('asks for a rehash when a stored hash is below the current cost', async () => {
    const weak = await hashPassword('Secret-pass-1', cheap);
    expect(needsRehash(weak, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
    expect(needsRehash('garbage', cheap)).toBe(true);
  });

  it('lowers the cost only through SCRYPT_COST_LOG2 within bounds', () => {
    process.env.SCRYPT_COST_LOG2 = '12';
    expect(currentParams().costLog2).toBe(12);
    process.env.SCRYPT_COST_LOG2 = '4';
    expect(currentParams().costLog2).toBe(17);
    process.env.SCRYPT_COST_LOG2 = '20';
    expect(currentParams().costLog2).toBe(17);
  });
});
