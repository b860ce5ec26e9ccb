import { AsyncLocalStorage } from 'node:async_hooks';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

interface ReadMeter {
  rcu: number;
}

const meters = new AsyncLocalStorage<ReadMeter>();

/**
 * Runs `work` and adds up the read capacity its DynamoDB reads report (reads of this domain
 * ask for ReturnConsumedCapacity TOTAL). The bench reads it from the `x-consumed-rcu` header.
 */
export async function meterReads<T>(work: () => Promise<T>): Promise<{ result: T; rcu: number }> {
  const meter: ReadMeter = { rcu: 0 };
  const result = await meters.run(meter, work);
  return { result, rcu: meter.rcu };
}

export function recordReadCapacity(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): void {
  const meter = meters.getStore();
  if (!meter || !consumed) return;
  for (const entry of Array.isArray(consumed) ? consumed : [consumed]) {
    meter.rcu += entry.ReadCapacityUnits ?? entry.CapacityUnits ?? 0;
  }
}

/** Only the local runtime and the bench turn the capacity header on. */
export const CONSUMED_CAPACITY_FLAG = 'LOCAL_CONSUMED_CAPACITY';
export const CONSUMED_CAPACITY_HEADER = 'x-consumed-rcu';
export const capacityHeaderEnabled = () => process.env[CONSUMED_CAPACITY_FLAG] === 'true';
