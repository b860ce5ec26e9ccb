import type { Reply } from '../platform/http/domain-handler.ts';
import { CONSUMED_CAPACITY_HEADER, capacityHeaderEnabled, meterReads } from '../platform/dynamo/capacity.ts';

/** A route's reply with the read capacity it consumed, when the local flag asks for it. */
export async function metered(work: () => Promise<Reply>): Promise<Reply> {
  if (!capacityHeaderEnabled()) return work();
  const { result, rcu } = await meterReads(work);
  return { ...result, headers: { ...result.headers, [CONSUMED_CAPACITY_HEADER]: String(rcu) } };
}
