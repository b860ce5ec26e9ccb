import { z } from 'zod';
import { apiCall } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';

export const purchaseViewSchema = z.object({
  state: z.enum(['running', 'succeeded', 'failed']),
  attempt: z.number().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type PurchaseView = z.infer<typeof purchaseViewSchema>;

/** The purchase machine is quick: its state is read every second, for up to 5 minutes. */
export const PURCHASE_POLL_MS = 1_000;
const PURCHASE_MAX_POLLS = 300;

export const buyPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/buy`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /buy: starts the purchase machine (a card reference, or nothing for credits). */
export function startPurchase(projectId: string, paymentMethod?: string): Promise<PurchaseView> {
  return apiCall(buyPath(projectId), {
    method: 'POST',
    body: paymentMethod ? { paymentMethod } : {},
    schema: purchaseViewSchema,
  });
}

/**
 * Reads GET /buy until the purchase settles; null when `alive()` turns false or it never
 * settles. A reading lost to the network is read again.
 */
export async function settlePurchase(projectId: string, alive: () => boolean): Promise<PurchaseView | null> {
  for (let poll = 0; poll < PURCHASE_MAX_POLLS; poll += 1) {
    await sleep(PURCHASE_POLL_MS);
    if (!alive()) return null;
    try {
      const view = await apiCall(buyPath(projectId), { schema: purchaseViewSchema });
      if (view.state !== 'running') return view;
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) throw error;
    }
  }
  return null;
}
