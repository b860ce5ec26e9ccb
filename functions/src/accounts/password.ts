import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { boundedConcurrency } from '../platform/bounded.ts';
import { currentDeadline } from '../platform/deadline.ts';

/**
 * Password hashing with scrypt at the OWASP parameters (N=2^17, r=8, p=1), a 16-byte salt and a
 * 64-byte key. The stored string carries its parameters (`$scrypt$ln=17,r=8,p=1$<salt>$<key>`,
 * base64 without padding), so the cost can be raised later: `needsRehash` tells when a stored
 * hash is below the current cost, and login then stores a fresh one.
 *
 * SCRYPT_COST_LOG2 lowers N for test runs only; unset, the OWASP value applies.
 */
export interface ScryptParams {
  costLog2: number;
  blockSize: number;
  parallelization: number;
}

export const OWASP_SCRYPT: ScryptParams = { costLog2: 17, blockSize: 8, parallelization: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MIN_COST_LOG2 = 10;

export function currentParams(): ScryptParams {
  const override = Number(process.env.SCRYPT_COST_LOG2);
  if (Number.isInteger(override) && override >= MIN_COST_LOG2 && override <= OWASP_SCRYPT.costLog2) {
    return { ...OWASP_SCRYPT, costLog2: override };
  }
  return OWASP_SCRYPT;
}

/** scrypt needs 128·N·r·p bytes; the default cap (32 MiB) is below the OWASP cost. */
function scryptOptions(params: ScryptParams): ScryptOptions {
  const N = 2 ** params.costLog2;
  return {
    N,
    r: params.blockSize,
    p: params.parallelization,
    maxmem: 2 * 128 * N * params.blockSize * params.parallelization,
  };
}

/**
 * Hashes at once per process: at the OWASP cost each takes 128 MiB and about a quarter second
 * of a core, so two fit the function's 512 MB. A Lambda container serves one request at a time
 * and never queues here; a process serving many requests (the local runtime, a burst) does:
 * at most 16 wait, and a hash that could not finish before its request's deadline (at the
 * typical hash duration) is refused at once as busy (common.busy, 429), rather than running past
 * the function's timeout.
 */
export const HASHING_LIMITS = { concurrency: 2, maxQueue: 16 } as const;
const hashing = boundedConcurrency({ ...HASHING_LIMITS, deadline: currentDeadline });

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions(params), (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(
  password: string,
  params: ScryptParams = currentParams(),
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return `$scrypt$ln=${params.costLog2},r=${params.blockSize},p=${params.parallelization}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export function parseHash(encoded: string): ParsedHash | undefined {
  const match = FORMAT.exec(encoded);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  const params = { costLog2: Number(ln), blockSize: Number(r), parallelization: Number(p) };
  if (
    params.costLog2 < MIN_COST_LOG2 ||
    params.costLog2 > 22 ||
    params.blockSize < 1 ||
    params.parallelization < 1
  ) {
    return undefined;
  }
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

export function needsRehash(encoded: string, params: ScryptParams = currentParams()): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return true;
  return (
    parsed.params.costLog2 < params.costLog2 ||
    parsed.params.blockSize < params.blockSize ||
    parsed.params.parallelization < params.parallelization ||
    parsed.key.length < KEY_BYTES
  );
}

const decoys = new Map<string, string>();

/**
 * Spends the same time as a real check (at the current cost) when there is no user or no
 * password yet, so the answer time does not tell whether an e-mail has an account. The decoy
 * is a random salt and key in the stored format: checking against it costs one derivation,
 * like a real check, and never matches.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  const params = currentParams();
  const id = `${params.costLog2},${params.blockSize},${params.parallelization}`;
  let decoy = decoys.get(id);
  if (!decoy) {
    decoy = `$scrypt$ln=${params.costLog2},r=${params.blockSize},p=${params.parallelization}$${b64(randomBytes(SALT_BYTES))}$${b64(randomBytes(KEY_BYTES))}`;
    decoys.set(id, decoy);
  }
  await verifyPassword(password, decoy);
  return false;
}
