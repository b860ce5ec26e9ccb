import { loginRequestSchema } from '@adpulse/shared/accounts/index';
import type { RouteKey } from '@adpulse/shared';
import { noContent, ok, route, userRoute, type RouteHandler } from '../../platform/http/domain-handler.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import { login } from '../login.ts';

export const sessionRoutes: Record<RouteKey, RouteHandler> = {
  'POST /users/login': route({ body: loginRequestSchema }, async ({ body, event }) =>
    ok(
      await login({
        email: body.email,
        password: body.password,
        sourceIp: event.requestContext.http.sourceIp,
      }),
    ),
  ),
  'POST /users/logout': userRoute({}, async ({ session }) => {
    await revokeSession(session.sessionId);
    return noContent();
  }),
};
