import { createHmac } from 'node:crypto';
import { RESPONDENT_ENTRY_LIMITS } from '@adpulse/shared/fieldwork/index';
import { nowSeconds } from '../platform/clock.ts';
import { DomainError } from '../platform/errors.ts';
import { takeSlots, type Claim, type ThrottleRule } from '../platform/dynamo/throttle.ts';
import { claimAddressEntry, claimDevice } from './data/duplicates.ts';
import type { FieldworkRecord } from './data/records.ts';

/**
 * The limits a test link's entry passes before any of its work (docs/methodology.md,
 * "Respondent quality"): the per-link and per-address rates (429), then the duplicate rules.
 * Addresses and device keys are kept only as an HMAC keyed by the project, so nothing stored
 * holds an address and the same person cannot be followed from one project to another.
 */

/** Who is entering, as the API sees them: the source address is used here and never stored. */
export interface EntrySourceOf {
  address: string;
  /** The respondent app's device key (SHA-256 hex), when it sent one. */
  device?: string | undefined;
}

const ENTRY_RATE = {
  link: { kind: 'ENTRY-LINK', limit: RESPONDENT_ENTRY_LIMITS.perLinkPerMinute, windowSeconds: 60 },
  address: { kind: 'ENTRY-ADDR', limit: RESPONDENT_ENTRY_LIMITS.perAddressPerMinute, windowSeconds: 60 },
} as const satisfies Record<string, ThrottleRule>;

/** A value's HMAC-SHA256 keyed by the project, 128 bits in base64url. */
export function keyedHash(projectId: string, value: string): string {
  return createHmac('sha256', `adpulse-respondent:${projectId}`)
    .update(value)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The local runtime's browser respondents all come from the loopback address (a deployed API
 * Gateway never gives one): the per-address rules do not apply to it.
 */
export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}

/**
 * Takes the entry's slot in the link's and the address' minute; 429 fieldwork.rate_limited when full.
 * The simulated panel's entries (`fromSimulator`: its HMAC credential came with the request) do not
 * count against the link's minute: the simulator fills a project as fast as the machine allows by
 * design (demos, tests), which a large sample on a fast machine takes past the 600 a minute meant
 * for a public link, and its refused entries would be lost respondents. The limit is there to
 * stop a script flooding a link it found, which cannot forge the credential; every entry without
 * it, including the real panels' and the direct link's, is counted. The per-address minute still
 * applies to the simulator (its respondents come from one address each).
 */
export async function takeEntryRate(
  fieldwork: FieldworkRecord,
  testId: string,
  source: EntrySourceOf,
  fromSimulator: boolean,
): Promise<void> {
  const claims: Claim[] = fromSimulator ? [] : [{ rule: ENTRY_RATE.link, subject: testId }];
  if (!isLoopback(source.address)) {
    claims.push({
      rule: ENTRY_RATE.address,
      subject: `${testId}#${keyedHash(fieldwork.projectId, source.address)}`,
    });
  }
  if (!(await takeSlots(claims, nowSeconds()))) throw new DomainError('fieldwork.rate_limited');
}

/**
 * Whether the entry is a duplicate: its device entered the project before, or its address
 * already made RESPONDENT_ENTRY_LIMITS.entriesPerAddress entries. Each claim is one conditional
 * write, so concurrent entries of one device or address cannot all pass.
 */
export async function isDuplicateEntry(fieldwork: FieldworkRecord, source: EntrySourceOf): Promise<boolean> {
  const { clientId, projectId } = fieldwork;
  const expiresAt = Math.floor(Date.parse(fieldwork.closesAt) / 1000) + 7 * 24 * 3600;
  if (
    source.device &&
    !(await claimDevice(clientId, projectId, keyedHash(projectId, source.device), expiresAt))
  )
    return true;
  if (isLoopback(source.address)) return false;
  return !(await claimAddressEntry(
    clientId,
    projectId,
    keyedHash(projectId, source.address),
    RESPONDENT_ENTRY_LIMITS.entriesPerAddress,
    expiresAt,
  ));
}
