import { billingContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { buyProject, readPurchase } from './purchase/buy.ts';

export const handler = domainHandler(billingContract, {
  buyProject: ({ session, params, body, language }) => buyProject(session, params.projectId, body, language),
  getPurchase: ({ session, params, language }) => readPurchase(session, params.projectId, language),
});
