import { isPurchaseErrorName, type PurchaseErrorName } from '../errors.ts';

/**
 * What went wrong, from a Catch's `{ Error, Cause }`. For a Lambda task the Cause is the
 * function's error as JSON (`{ errorType, errorMessage, trace }`); the refusal of credits puts
 * its numbers (needed, available) in the message as JSON.
 */
export function failureOf(failure: { Error: string; Cause?: string | undefined }): {
  name: PurchaseErrorName | 'Failed';
  params?: Record<string, number>;
} {
  const name = isPurchaseErrorName(failure.Error) ? failure.Error : 'Failed';
  if (name !== 'NotEnoughAnalyses') return { name };
  const message = parseJson(failure.Cause)?.errorMessage;
  const numbers = typeof message === 'string' ? parseJson(message) : undefined;
  const needed = Number(numbers?.needed);
  const available = Number(numbers?.available);
  return Number.isFinite(needed) && Number.isFinite(available)
    ? { name, params: { needed, available } }
    : { name };
}

function parseJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
