import * as z from 'zod';
import { CLIENT_TYPES } from '../auth/permissions.ts';
import { PAYMENT_METHODS } from '../billing/purchase.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/index.ts';
import { PANEL_PROVIDERS } from '../projects/constants.ts';
import { LAMBDA_TRANSIENT_ERRORS, defineWorkflow } from './define.ts';

/** The order POST /buy validated once (how it is paid, what it costs): the machine trusts it. */
export const orderSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Cents; 0 when paid with credits. */
  amount: z.number().int().nonnegative(),
  currency: z.literal('eur'),
  description: z.string(),
  analyses: z.number().int().positive(),
  projectName: z.string(),
  panelProvider: z.enum(PANEL_PROVIDERS),
  /** A card payment's invoice details from the project's checkout (the Invoice task reads no project). */
  billedTo: z.record(z.string(), z.string()).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The purchase machine's input. It must be the same for the same buy (Step Functions answers a
 * repeated StartExecution with the running execution only when name and input match), so it
 * holds no timestamps: who buys, which attempt, the card reference ('' for credits) and the order
 * validated by POST /buy.
 */
export const purchaseInputSchema = z.object({
  projectId: z.string().min(1),
  clientId: z.string().min(1),
  userId: z.string().min(1),
  clientType: z.enum(CLIENT_TYPES),
  language: z.enum(SUPPORTED_LANGUAGES),
  attempt: z.number().int().positive(),
  paymentMethod: z.string(),
  order: orderSchema,
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

/**
 * Activate's answer at `$.activation`: the project as activation wrote it, so that LaunchFieldwork
 * builds the test from it without reading the project again (the item's attributes, opaque here).
 */
export const activationSchema = z.object({
  status: z.string(),
  step: z.number(),
  activatedAt: z.string(),
  project: z.record(z.string(), z.unknown()),
});

/** What a Catch adds before RecordFailure: Step Functions' error name and cause. */
export const failedPurchaseSchema = purchaseInputSchema.extend({
  failure: z.object({ Error: z.string(), Cause: z.string().optional() }),
});
export type FailedPurchase = z.infer<typeof failedPurchaseSchema>;

const ENTRY = 'functions/src/workflows/purchase/tasks.ts';
const RETRY_ALL = ['States.ALL'];
const REFUSED = 'RecordFailure';

/** statemachines/purchase.asl.json */
export const purchaseWorkflow = defineWorkflow('purchase', {
  input: purchaseInputSchema,
  definitionFile: 'statemachines/purchase.asl.json',
  timeoutSeconds: 900,
  service: 'purchase',
  tasks: {
    Charge: {
      resource: 'ChargeFunctionArn',
      id: 'Charge',
      handler: { entry: ENTRY, export: 'chargeHandler' },
      input: purchaseInputSchema,
      output: z.object({ chargeId: z.string(), amount: z.number(), projectId: z.string() }),
      errors: ['purchase.payment_declined'],
      retry: [...LAMBDA_TRANSIENT_ERRORS, 'IdempotencyAlreadyInProgressError'],
      catch: REFUSED,
    },
    ConsumeCredits: {
      resource: 'ConsumeCreditsFunctionArn',
      id: 'ConsumeCredits',
      handler: { entry: ENTRY, export: 'consumeCreditsHandler' },
      input: purchaseInputSchema,
      output: z.object({ projectId: z.string(), analyses: z.number(), fromBalance: z.number() }),
      errors: ['purchase.no_subscription', 'purchase.subscription_expired', 'purchase.not_enough_analyses'],
      retry: [...LAMBDA_TRANSIENT_ERRORS, 'WriteContention'],
      catch: REFUSED,
    },
    Activate: {
      resource: 'ActivateProjectFunctionArn',
      id: 'ActivateProject',
      handler: { entry: ENTRY, export: 'activateHandler' },
      input: purchaseInputSchema,
      output: activationSchema,
      errors: ['purchase.cannot_buy', 'common.not_found'],
      retry: [...LAMBDA_TRANSIENT_ERRORS, 'WriteConflict'],
      catch: REFUSED,
    },
    LaunchFieldwork: {
      resource: 'LaunchFieldworkFunctionArn',
      id: 'LaunchFieldwork',
      handler: { entry: ENTRY, export: 'launchFieldworkHandler' },
      // Executions started before Activate answered the project read it themselves.
      input: purchaseInputSchema.extend({ activation: activationSchema.partial().optional() }),
      output: z.object({ testId: z.string() }),
      errors: [],
      retry: RETRY_ALL,
      // Failed for good after activation: RecordFailure puts the project back on sale and gives
      // back what was paid, as for a refused Activate.
      catch: REFUSED,
    },
    Notify: {
      resource: 'NotifyPurchaseFunctionArn',
      id: 'NotifyPurchase',
      handler: { entry: ENTRY, export: 'notifyHandler' },
      input: purchaseInputSchema,
      output: z.object({ sentTo: z.string().nullable() }),
      errors: [],
      retry: RETRY_ALL,
      catch: 'Invoice',
    },
    Invoice: {
      resource: 'InvoicePurchaseFunctionArn',
      id: 'InvoicePurchase',
      handler: { entry: ENTRY, export: 'invoiceHandler' },
      input: purchaseInputSchema,
      output: z.object({ number: z.string().nullable() }),
      errors: [],
      retry: RETRY_ALL,
      catch: 'RecordPurchased',
    },
    RecordPurchased: {
      resource: 'RecordPurchasedFunctionArn',
      id: 'RecordPurchased',
      handler: { entry: ENTRY, export: 'recordPurchasedHandler' },
      input: purchaseInputSchema,
      output: z.object({ recorded: z.literal('succeeded') }),
      errors: [],
      // GET /buy answers `succeeded` only from this record: a failure here fails the execution
      // (the ExecutionsFailed alarm) with the attempt still `running`, and the sweeper runs it
      // again as its next attempt, which adopts every step and records it.
      retry: RETRY_ALL,
    },
    RecordFailure: {
      resource: 'RecordPurchaseFailureFunctionArn',
      id: 'RecordPurchaseFailure',
      handler: { entry: ENTRY, export: 'recordFailureHandler' },
      input: failedPurchaseSchema,
      output: z.object({ recorded: z.string() }),
      errors: [],
      retry: RETRY_ALL,
    },
  },
});
