import { clientIdParamsSchema } from '../accounts/clients.ts';
import { buyRequestSchema, purchaseViewSchema } from '../billing/purchase.ts';
import {
  billingInfoSchema,
  billingInfoViewSchema,
  changePlanRequestSchema,
  changePlanResultSchema,
  creditsViewSchema,
  invoiceDownloadSchema,
  invoiceListSchema,
  invoiceParamsSchema,
  planViewSchema,
  purchaseQuoteSchema,
  subscriptionViewSchema,
  usageSchema,
} from '../billing/schemas.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/**
 * Buying a project (the purchase machine), plans and subscriptions, billing information,
 * credits, invoices, usage, and the payment provider's notifications. Screens follow spec
 * section 6: billing-info and plan for all but custom multi-user non-admins; credits and usage
 * for custom clients (not their branch, collaborator or researcher users). Invoices are listed
 * on the billing screen and, for regular clients, who pay their plan and projects but have no
 * billing screen, on the plan screen: their routes use the plan screen's rule, which admits
 * exactly the billing screen's users plus regular clients.
 */
export const billingContract = defineContract('billing', {
  buyProject: {
    method: 'POST',
    path: '/projects/{projectId}/buy',
    auth: 'user',
    params: projectParamsSchema,
    body: buyRequestSchema,
    response: purchaseViewSchema,
    status: 202,
    errors: ['purchase.cannot_buy'],
  },
  getPurchase: {
    method: 'GET',
    path: '/projects/{projectId}/buy',
    auth: 'user',
    params: projectParamsSchema,
    response: purchaseViewSchema,
  },
  getPurchaseQuote: {
    method: 'GET',
    path: '/projects/{projectId}/buy/quote',
    auth: 'user',
    params: projectParamsSchema,
    response: purchaseQuoteSchema,
  },
  getBillingInfo: {
    method: 'GET',
    path: '/clients/{clientId}/billing-info',
    auth: 'user',
    screen: 'billingInfo',
    params: clientIdParamsSchema,
    response: billingInfoViewSchema,
  },
  saveBillingInfo: {
    method: 'PUT',
    path: '/clients/{clientId}/billing-info',
    auth: 'user',
    screen: 'billingInfo',
    params: clientIdParamsSchema,
    body: billingInfoSchema,
    response: billingInfoViewSchema,
  },
  getSubscription: {
    method: 'GET',
    path: '/clients/{clientId}/subscription',
    auth: 'user',
    // The plan's subscription is the plan screen's: not for custom multi-user non-admins.
    screen: 'plan',
    params: clientIdParamsSchema,
    response: subscriptionViewSchema,
  },
  getPlan: {
    method: 'GET',
    path: '/clients/{clientId}/plan',
    auth: 'user',
    screen: 'plan',
    params: clientIdParamsSchema,
    response: planViewSchema,
  },
  changePlan: {
    method: 'POST',
    path: '/clients/{clientId}/plan',
    auth: 'user',
    screen: 'plan',
    params: clientIdParamsSchema,
    body: changePlanRequestSchema,
    response: changePlanResultSchema,
    errors: [
      'billing.plan_managed',
      'billing.plan_unchanged',
      'billing.billing_info_incomplete',
      'purchase.payment_declined',
    ],
  },
  listInvoices: {
    method: 'GET',
    path: '/clients/{clientId}/invoices',
    auth: 'user',
    screen: 'plan',
    params: clientIdParamsSchema,
    response: invoiceListSchema,
  },
  downloadInvoice: {
    method: 'GET',
    path: '/clients/{clientId}/invoices/{invoiceId}/pdf',
    auth: 'user',
    screen: 'plan',
    params: invoiceParamsSchema,
    response: invoiceDownloadSchema,
  },
  getCredits: {
    method: 'GET',
    path: '/clients/{clientId}/credits',
    auth: 'user',
    screen: 'billing',
    params: clientIdParamsSchema,
    response: creditsViewSchema,
  },
  getUsage: {
    method: 'GET',
    path: '/clients/{clientId}/usage',
    auth: 'user',
    screen: 'usage',
    params: clientIdParamsSchema,
    response: usageSchema,
  },
  stripeWebhook: {
    method: 'POST',
    path: '/billing/stripe/webhook',
    auth: 'public',
    errors: ['billing.webhook_rejected', 'billing.stripe_not_configured'],
  },
});
