import { ENV, FALLBACK_LANGUAGE, isLanguage } from '@adpulse/shared';
import { formatCents } from '@adpulse/shared/billing/plans';
import type { PurchaseInput } from '@adpulse/shared/workflows/purchase';
import { composeNoticeMail, findUser, sendNoticeOnce, type NoticeOutcome } from '../accounts/index.ts';
import { findFieldwork } from '../fieldwork/index.ts';
import { findProject } from '../projects/index.ts';

/**
 * The notices of a project's life, composed here because each reads several domains (the
 * project, its fieldwork, the buyer's preferences and language). Each is sent once per project
 * or invoice (`sendNoticeOnce`: a conditional write claims it before SES is called).
 */

type Skipped = { sentTo: null; skipped: 'no_recipient' | 'preference_off' | 'not_closed_early' };
export type NoticeResult = NoticeOutcome | Skipped;

const appLink = (language: string, path: string) =>
  `${process.env[ENV.appUrl] ?? ''}/${isLanguage(language) ? language : FALLBACK_LANGUAGE}/${path}`;

/**
 * Results ready: the final analysis of the project is published. To the project's creator, when
 * their "when an analysis is completed" preference is on, with the n the analysis ran on.
 */
export async function notifyResultsReady(clientId: string, projectId: string): Promise<NoticeResult> {
  const project = await findProject(clientId, projectId);
  const user = project ? await findUser(clientId, project.createdBy) : undefined;
  if (!project || !user || user.status === 'disabled') return { sentTo: null, skipped: 'no_recipient' };
  if (!user.notifications.analysisCompleted) return { sentTo: null, skipped: 'preference_off' };
  const analysis = project.analysis;
  const message = composeNoticeMail({
    kind: 'resultsReady',
    to: user.email,
    name: user.firstName,
    language: user.language,
    paragraphs: ['intro', 'sample'],
    values: {
      project: project.name,
      n: analysis?.n ?? 0,
      count: analysis?.n ?? 0,
      target: analysis?.target ?? 0,
    },
    link: appLink(user.language, `project/${projectId}`),
    simulated: Boolean(analysis?.simulated),
  });
  return sendNoticeOnce(clientId, `results#${projectId}`, message);
}

/** Fieldwork closed before its sample was reached (time up): the buyer learns the n it closed with. */
export async function notifyFieldworkClosed(clientId: string, projectId: string): Promise<NoticeResult> {
  const fieldwork = await findFieldwork(clientId, projectId, true);
  if (
    !fieldwork ||
    fieldwork.state !== 'closed' ||
    !fieldwork.closeReason ||
    fieldwork.closeReason === 'sample_reached'
  )
    return { sentTo: null, skipped: 'not_closed_early' };
  const project = await findProject(clientId, projectId);
  const user = project ? await findUser(clientId, project.createdBy) : undefined;
  if (!project || !user || user.status === 'disabled') return { sentTo: null, skipped: 'no_recipient' };
  const message = composeNoticeMail({
    kind: 'fieldworkClosed',
    to: user.email,
    name: user.firstName,
    language: user.language,
    paragraphs: [fieldwork.closeReason, 'next'],
    values: {
      project: project.name,
      completes: fieldwork.counts.completes,
      count: fieldwork.counts.completes,
      target: fieldwork.plan.sampleSize,
    },
    link: appLink(user.language, `project/${projectId}/fieldwork`),
    simulated: fieldwork.simulated,
  });
  return sendNoticeOnce(clientId, `fieldwork-closed#${projectId}`, message);
}

/** The buyer of a purchase to mail, in their language, and whether the project's fieldwork is simulated; null when nobody can receive it. */
async function buyerOf(purchase: PurchaseInput) {
  const user = await findUser(purchase.clientId, purchase.userId);
  if (!user || user.status === 'disabled') return null;
  const fieldwork = await findFieldwork(purchase.clientId, purchase.projectId);
  return { user, language: user.language || purchase.language, simulated: Boolean(fieldwork?.simulated) };
}

/**
 * The project is active (the purchase machine's Notify, after LaunchFieldwork): to the buyer, once
 * per project, labelled simulated when its fieldwork is.
 */
export async function notifyProjectActive(purchase: PurchaseInput): Promise<NoticeResult> {
  const buyer = await buyerOf(purchase);
  if (!buyer) return { sentTo: null, skipped: 'no_recipient' };
  const { user, language, simulated } = buyer;
  const message = composeNoticeMail({
    kind: 'projectActive',
    to: user.email,
    name: user.firstName,
    language,
    paragraphs: ['intro'],
    values: { project: purchase.order.projectName },
    link: appLink(language, 'dashboard'),
    simulated,
  });
  return sendNoticeOnce(purchase.clientId, `active#${purchase.projectId}`, message);
}

/** Invoice issued for a card purchase: to the buyer, with its number and total and where its PDF is. */
export async function mailInvoice(
  purchase: PurchaseInput,
  invoice: { number: string; total: number },
): Promise<NoticeResult> {
  const buyer = await buyerOf(purchase);
  if (!buyer) return { sentTo: null, skipped: 'no_recipient' };
  const { user, language, simulated } = buyer;
  const message = composeNoticeMail({
    kind: 'invoiceIssued',
    to: user.email,
    name: user.firstName,
    language,
    paragraphs: ['intro', 'pdf'],
    values: {
      number: invoice.number,
      amount: formatCents(invoice.total, language),
      project: purchase.order.projectName,
    },
    link: appLink(language, 'billing'),
    simulated,
  });
  return sendNoticeOnce(purchase.clientId, `invoice#${invoice.number}`, message);
}
