import { canAccess, type ApiRoute } from '@adpulse/shared';
import type { HttpEvent } from '../http/response.ts';
import { forbidden, notFound } from '../errors.ts';
import { authenticate } from './authenticate.ts';
import type { Session } from './session.ts';

/**
 * The checks every 'user' route gets before its own code runs, in this order:
 * 401 without a live session; 404 when the path names another client (never reveal that it
 * exists); 403 when the route's screen (the call-to-permission mapping of the route table)
 * is denied to the caller by `canAccess`.
 */
export async function authorizeRoute(
  spec: Pick<ApiRoute, 'auth' | 'screen'>,
  event: HttpEvent,
): Promise<Session | undefined> {
  if (spec.auth !== 'user') return undefined;
  const session = await authenticate(event);
  const clientId = event.pathParameters?.clientId;
  if (clientId !== undefined && clientId !== session.clientId) throw notFound();
  if (spec.screen && !canAccess(session, spec.screen)) throw forbidden();
  return session;
}
