import * as z from 'zod';
import { MESSAGE } from '../accounts/fields.ts';

/** A missing value reads "required"; a value of the wrong shape reads "invalid". */
export const requiredOrInvalid = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null ? MESSAGE.required : MESSAGE.invalid;

export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOrInvalid });
}

/** An integer from a query string within [min, max]. */
export function queryInteger(defaultValue: number, min: number, max: number) {
  return z.coerce
    .number({ error: MESSAGE.integer })
    .int(MESSAGE.integer)
    .min(min, MESSAGE.invalid)
    .max(max, MESSAGE.invalid)
    .default(defaultValue);
}

/** An optional free text: trimmed, bounded. */
export function boundedText(max: number) {
  return z.string({ error: MESSAGE.invalid }).trim().max(max, MESSAGE.length);
}
