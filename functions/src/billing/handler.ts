import { billingContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { readBillingInfo, writeBillingInfo } from './billing-info.ts';
import { clientInvoices, invoiceDownload } from './invoices/issue.ts';
import { changePlan } from './plans/change.ts';
import { readPlan, readSubscription } from './plans/view.ts';
import { buyProject, readPurchase } from './purchase/buy.ts';
import { quotePurchase } from './purchase/quote.ts';
import { receiveStripeWebhook } from './stripe/webhook.ts';
import { readCredits, readUsage } from './usage.ts';

export const handler = domainHandler(billingContract, {
  buyProject: ({ session, params, body, language }) => buyProject(session, params.projectId, body, language),
  getPurchase: ({ session, params, language }) => readPurchase(session, params.projectId, language),
  getPurchaseQuote: ({ session, params, language }) => quotePurchase(session, params.projectId, language),
  getBillingInfo: ({ session }) => readBillingInfo(session.clientId),
  saveBillingInfo: ({ session, body }) => writeBillingInfo(session.clientId, body),
  getSubscription: ({ session }) => readSubscription(session),
  getPlan: ({ session }) => readPlan(session),
  changePlan: ({ session, body, language }) => changePlan(session, body, language),
  listInvoices: ({ session }) => clientInvoices(session.clientId),
  downloadInvoice: ({ session, params }) => invoiceDownload(session.clientId, params.invoiceId),
  getCredits: ({ session }) => readCredits(session.clientId),
  getUsage: ({ session }) => readUsage(session.clientId, session.clientType),
  stripeWebhook: ({ event }) => receiveStripeWebhook(event),
});
