import {
  clientIdParamsSchema,
  createUserRequestSchema,
  listUsersQuerySchema,
  updateUserRequestSchema,
  userIdParamsSchema,
} from '@adpulse/shared/accounts/index';
import type { RouteKey } from '@adpulse/shared';
import { notFound } from '../../platform/errors.ts';
import { created, noContent, ok, userRoute, type RouteHandler } from '../../platform/http/domain-handler.ts';
import { createUser, deleteUser, listUsers, updateUser } from '../user-management.ts';
import { toUserView } from '../views.ts';

export const userRoutes: Record<RouteKey, RouteHandler> = {
  'GET /users': userRoute({ query: listUsersQuerySchema }, async ({ session, query }) => {
    if (query.clientId !== undefined && query.clientId !== session.clientId) throw notFound();
    return ok(await listUsers(session, query));
  }),
  'POST /clients/{clientId}/users': userRoute(
    { params: clientIdParamsSchema, body: createUserRequestSchema },
    async ({ session, body, language }) => created(toUserView(await createUser(session, body, language))),
  ),
  'PATCH /users/{userId}': userRoute(
    { params: userIdParamsSchema, body: updateUserRequestSchema },
    async ({ session, params, body }) => ok(toUserView(await updateUser(session, params.userId, body))),
  ),
  'DELETE /users/{userId}': userRoute({ params: userIdParamsSchema }, async ({ session, params }) => {
    await deleteUser(session, params.userId);
    return noContent();
  }),
};
