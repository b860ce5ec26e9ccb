import { ENV, ERRORS, type RouteContract } from '@adpulse/shared';
import type { DomainError } from '../errors.ts';

/**
 * With CHECK_CONTRACTS=true (every unit, integration and browser test run sets it), each answer
 * is checked against its route's contract: the body against the response schema, with no field
 * the schema does not declare, and each error code against the codes the route lists. An answer
 * that leaves its contract becomes a 500, so the test that caused it fails.
 */
export const contractChecksOn = (): boolean => process.env[ENV.checkContracts] === 'true';

export class ContractViolation extends Error {
  constructor(route: RouteContract, what: string) {
    super(`${route.method} ${route.path} (${route.domain}.${route.name}): ${what}`);
    this.name = 'ContractViolation';
  }
}

/** Why the answer leaves the contract, or undefined when it keeps to it. */
export function checkResponse(
  route: RouteContract,
  status: number,
  body: unknown,
): ContractViolation | undefined {
  if (status !== route.status)
    return new ContractViolation(route, `answered ${status}, the contract says ${route.status}`);
  if (!route.response) {
    return body === undefined
      ? undefined
      : new ContractViolation(route, 'answered a body, the contract has none');
  }
  const wire: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const parsed = route.response.safeParse(wire);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    return new ContractViolation(route, `response does not match its schema: ${issues.join('; ')}`);
  }
  const undeclared = undeclaredPaths(wire, parsed.data);
  return undeclared.length
    ? new ContractViolation(route, `response fields not in its schema: ${undeclared.join(', ')}`)
    : undefined;
}

/** A violation when the route's contract does not list the error's code, or its params do not fit. */
export function checkErrorCode(route: RouteContract, error: DomainError): ContractViolation | undefined {
  if (!route.errors.includes(error.code))
    return new ContractViolation(route, `error ${error.code} is not among the route's codes`);
  const params = ERRORS[error.code].params.safeParse(error.params ?? {});
  return params.success ? undefined : new ContractViolation(route, `params of ${error.code} do not fit`);
}

/** Paths present in what was sent but gone from what the schema kept: fields it does not declare. */
function undeclaredPaths(sent: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undeclaredPaths(item, kept[index], `${path}[${index}]`));
  }
  if (isRecord(sent) && isRecord(kept)) {
    return Object.keys(sent).flatMap((key) =>
      key in kept
        ? undeclaredPaths(sent[key], kept[key], path ? `${path}.${key}` : key)
        : [path ? `${path}.${key}` : key],
    );
  }
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
