import {
  recoverRequestSchema,
  registrationRequestSchema,
  setPasswordRequestSchema,
} from '@adpulse/shared/accounts/index';
import type { RouteKey } from '@adpulse/shared';
import { created, noContent, route, type RouteHandler } from '../../lib/http.ts';
import { confirmAccount, requestPasswordReset, resetPassword } from '../password-links.ts';
import { registerClient } from '../registration.ts';

export const registrationRoutes: Record<RouteKey, RouteHandler> = {
  'POST /users': route({ body: registrationRequestSchema }, async ({ body, language }) =>
    created(await registerClient(body, language)),
  ),
  'POST /users/confirm': route({ body: setPasswordRequestSchema }, async ({ body }) => {
    await confirmAccount(body.token, body.password);
    return noContent();
  }),
  'POST /users/recover': route({ body: recoverRequestSchema }, async ({ body, language, event, log }) => {
    await requestPasswordReset(
      { email: body.email, language, sourceIp: event.requestContext.http.sourceIp },
      log,
    );
    return noContent();
  }),
  'POST /users/reset': route({ body: setPasswordRequestSchema }, async ({ body }) => {
    await resetPassword(body.token, body.password);
    return noContent();
  }),
};
