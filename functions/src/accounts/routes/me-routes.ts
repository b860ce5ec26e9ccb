import {
  avatarUploadRequestSchema,
  changePasswordRequestSchema,
  clientIdParamsSchema,
  deleteMeRequestSchema,
  updateMeRequestSchema,
} from '@adpulse/shared/accounts/index';
import type { RouteKey } from '@adpulse/shared';
import { created, noContent, ok, userRoute, type RouteHandler } from '../../platform/http/domain-handler.ts';
import { changePassword, readMe, updateMe } from '../account.ts';
import { deleteOwnAccount } from '../account-deletion.ts';
import { presignAvatarUpload } from '../avatar.ts';

export const meRoutes: Record<RouteKey, RouteHandler> = {
  'GET /users/me': userRoute({}, async ({ session }) => ok(await readMe(session))),
  'PATCH /users/me': userRoute({ body: updateMeRequestSchema }, async ({ session, body }) =>
    ok(await updateMe(session, body)),
  ),
  'POST /users/me/avatar': userRoute({ body: avatarUploadRequestSchema }, async ({ session, body }) =>
    created(await presignAvatarUpload(session, body)),
  ),
  'DELETE /users/me': userRoute({ body: deleteMeRequestSchema }, async ({ session, body }) => {
    await deleteOwnAccount(session, body.password);
    return noContent();
  }),
  'PUT /clients/{clientId}/password': userRoute(
    { params: clientIdParamsSchema, body: changePasswordRequestSchema },
    async ({ session, body }) => {
      await changePassword(session, body.oldPassword, body.newPassword);
      return noContent();
    },
  ),
};
