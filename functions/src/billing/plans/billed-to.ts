import { billingInfoSchema } from '@adpulse/shared/billing/schemas';
import type { FieldProblem } from '../../platform/errors.ts';
import { findBillingInfo } from '../data/billing-info.ts';
import type { BilledTo } from '../data/invoices.ts';
import { findClient } from '../../accounts/index.ts';

/** The client's billing information as complete as a payment needs it, or its problems by field. */
export async function billingInfoForPayment(
  clientId: string,
): Promise<{ billedTo: BilledTo; problems: FieldProblem[] }> {
  const { billingInfo } = await findBillingInfo(clientId);
  const parsed = billingInfoSchema.safeParse(billingInfo ?? {});
  if (parsed.success) {
    const { acceptedTerms: _accepted, ...billedTo } = parsed.data;
    return { billedTo, problems: [] };
  }
  const client = await findClient(clientId);
  const problems = parsed.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? 'billingInfo'),
    code: issue.message as FieldProblem['code'],
  }));
  return {
    billedTo: {
      company: billingInfo?.company ?? client?.companyName ?? '',
      vat: billingInfo?.vat ?? '',
      address: billingInfo?.address ?? '',
      zip: billingInfo?.zip ?? '',
      city: billingInfo?.city ?? '',
      country: billingInfo?.country ?? client?.registration?.country ?? '',
    },
    problems,
  };
}
