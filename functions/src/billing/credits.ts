import type { ClientType } from '@adpulse/shared';
import { now } from '../platform/clock.ts';
import {
  BalanceTooLow,
  CompanionRefused,
  changeBalance,
  readBalance,
  type LedgerActor,
} from './data/balance.ts';
import { consumptionDelete, consumptionPut, findConsumption, type Consumption } from './data/consumptions.ts';
import { countAnalyses, uncountAnalyses } from './data/subscriptions.ts';
import { retryUntil } from '../platform/retry.ts';
import { transact } from '../platform/dynamo/transactions.ts';
import { optimisticWrite } from './data/transactions.ts';
import { DomainError } from '../platform/errors.ts';
import { currentSubscription, hasEnded } from './plans/current.ts';

export interface ConsumeInput {
  clientId: string;
  clientType: ClientType;
  projectId: string;
  analyses: number;
  actor: LedgerActor;
  note: string;
}

/**
 * Takes a project's analyses, once: the client needs a subscription in force; an unlimited plan
 * takes nothing from the balance, any other takes `analyses` (needed versus available is checked
 * with the balance read in the same optimistic transaction, so concurrent purchases cannot
 * overdraw it). The consumption record, the balance and its ledger entry, and the period's count
 * commit together; a repeat finds the record and takes nothing more.
 */
export async function consumeCredits(input: ConsumeInput): Promise<Consumption> {
  return retryUntil(optimisticWrite(`the credits of ${input.clientId}`), async () => {
    const done = await findConsumption(input.clientId, input.projectId);
    if (done) return done;
    const subscription = await currentSubscription(input.clientId, input.clientType);
    if (!subscription) throw new DomainError('purchase.no_subscription');
    const at = now();
    if (hasEnded(subscription, at)) {
      throw new DomainError('purchase.subscription_expired');
    }
    const stamp = new Date(at).toISOString();
    const consumption: Consumption = {
      projectId: input.projectId,
      analyses: input.analyses,
      fromBalance: subscription.unlimited ? 0 : input.analyses,
      consumedAt: stamp,
      periodId: subscription.periodId,
    };
    const companions = [
      consumptionPut(input.clientId, consumption),
      countAnalyses(input.clientId, subscription.periodId, input.analyses, stamp),
    ];
    if (subscription.unlimited) {
      const outcome = await transact(companions);
      if (outcome.ok) return consumption;
    } else {
      try {
        await changeBalance(
          {
            clientId: input.clientId,
            change: -input.analyses,
            reason: 'purchase',
            note: input.note,
            actor: input.actor,
            projectId: input.projectId,
          },
          () => companions,
        );
        return consumption;
      } catch (error) {
        if (error instanceof BalanceTooLow) {
          throw new DomainError('purchase.not_enough_analyses', {
            params: { needed: input.analyses, available: error.available },
          });
        }
        if (!(error instanceof CompanionRefused)) throw error;
      }
    }
    // The project was counted meanwhile, or its period just changed: read again.
    return undefined;
  });
}

/**
 * Gives a project's analyses back when its purchase failed after taking them (Activate refused:
 * the project was closed meanwhile), once: the consumption record goes in the same transaction
 * as the balance change and its ledger entry (`returned`), and so does the period's count while
 * that period lasts. A repeat (a retried step, a crash before it answered) finds no record and
 * gives nothing. Answers the analyses given back to the balance.
 */
export async function returnCredits(input: {
  clientId: string;
  projectId: string;
  actor: LedgerActor;
  note: string;
}): Promise<number> {
  let withCount = true;
  return retryUntil(optimisticWrite(`the credits of ${input.clientId}`), async () => {
    const taken = await findConsumption(input.clientId, input.projectId);
    if (!taken) return 0;
    const count =
      withCount && taken.periodId ? [uncountAnalyses(input.clientId, taken.periodId, taken.analyses)] : [];
    const companions = [consumptionDelete(input.clientId, taken), ...count];
    if (taken.fromBalance === 0) {
      const outcome = await transact(companions);
      if (outcome.ok) return 0;
      if (outcome.refused.includes(1)) withCount = false;
      return undefined;
    }
    try {
      await changeBalance(
        {
          clientId: input.clientId,
          change: taken.fromBalance,
          reason: 'returned',
          note: input.note,
          actor: input.actor,
          projectId: input.projectId,
        },
        () => companions,
      );
      return taken.fromBalance;
    } catch (error) {
      if (!(error instanceof CompanionRefused)) throw error;
      // The period ended meanwhile: give the analyses back without touching its count.
      if (error.index === 1) withCount = false;
      return undefined;
    }
  });
}

export interface TopUpInput {
  clientId: string;
  analyses: number;
  note: string;
  actor: LedgerActor;
}

/** Adds analyses to a client's balance (an operator's top-up or correction), with its ledger entry. */
export async function topUpCredits(input: TopUpInput) {
  if (!Number.isInteger(input.analyses) || input.analyses === 0) {
    throw new Error('The number of analyses must be a whole number other than 0');
  }
  const current = await readBalance(input.clientId);
  if (current.balance + input.analyses < 0) throw new BalanceTooLow(current.balance);
  return changeBalance({
    clientId: input.clientId,
    change: input.analyses,
    reason: input.analyses > 0 ? 'top-up' : 'adjustment',
    note: input.note,
    actor: input.actor,
  });
}
