import {
  branchParamsSchema,
  clientIdParamsSchema,
  createBranchRequestSchema,
  updateBranchRequestSchema,
  updateClientRequestSchema,
} from '@adpulse/shared/accounts/index';
import type { RouteKey } from '@adpulse/shared';
import { created, ok, userRoute, type RouteHandler } from '../../platform/http/domain-handler.ts';
import { addBranch, changeBranch, removeBranch } from '../branches.ts';
import { readClient, updateClient } from '../client-settings.ts';
import { toClientView } from '../views.ts';

export const clientRoutes: Record<RouteKey, RouteHandler> = {
  'GET /clients/{clientId}': userRoute({ params: clientIdParamsSchema }, async ({ session }) =>
    ok(toClientView(await readClient(session))),
  ),
  'PATCH /clients/{clientId}': userRoute(
    { params: clientIdParamsSchema, body: updateClientRequestSchema },
    async ({ session, body }) => ok(toClientView(await updateClient(session, body))),
  ),
  'POST /clients/{clientId}/branches': userRoute(
    { params: clientIdParamsSchema, body: createBranchRequestSchema },
    async ({ session, body }) => created(toClientView(await addBranch(session, body))),
  ),
  'PATCH /clients/{clientId}/branches/{branchId}': userRoute(
    { params: branchParamsSchema, body: updateBranchRequestSchema },
    async ({ session, params, body }) => ok(toClientView(await changeBranch(session, params.branchId, body))),
  ),
  'DELETE /clients/{clientId}/branches/{branchId}': userRoute(
    { params: branchParamsSchema },
    async ({ session, params }) => ok(toClientView(await removeBranch(session, params.branchId))),
  ),
};
