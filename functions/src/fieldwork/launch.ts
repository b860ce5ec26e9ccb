import { randomBytes } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ENV } from '@adpulse/shared';
import type { PanelProvider } from '@adpulse/shared/projects/index';
import { dynamoClient, tableName } from '../platform/aws.ts';
import { now } from '../platform/clock.ts';
import { PANEL_MODE_ENV, panelMode } from './panel/panel-for.ts';

/**
 * The respondent test of a purchased project: a public test id (the respondent link
 * /t/{testId}) and where the panel wants respondents sent back. The respondent app reads it.
 * Keys: `TEST#<testId>` / `TEST` (public lookup) and `CLIENT#<c>` / `FIELDWORK#<projectId>`
 * (one test per project: the launch is idempotent by project).
 */
export interface PanelRedirects {
  /** Query parameter the panel uses for its respondent id; echoed in the redirects. */
  respondentIdParam: string;
  complete: string;
  screenout: string;
  overquota: string;
}

export interface TestLink {
  testId: string;
  projectId: string;
  clientId: string;
  panelProvider: PanelProvider;
  redirects: PanelRedirects;
  status: 'live';
  createdAt: string;
}

const fieldworkKey = (clientId: string, projectId: string) => ({
  pk: `CLIENT#${clientId}`,
  sk: `FIELDWORK#${projectId}`,
});
export const testKey = (testId: string) => ({ pk: `TEST#${testId}`, sk: 'TEST' });

/**
 * Redirects of the simulated panel (the only mode so far): back to the app, which records the
 * outcome. Real providers bring their own end-link templates with their adapters.
 */
export function panelRedirects(
  provider: PanelProvider,
  appUrl: string,
  mode = panelMode(process.env[PANEL_MODE_ENV]),
): PanelRedirects {
  const respondentIdParam = provider === 'dynata' ? 'psid' : 'transaction_id';
  const back = (outcome: string) =>
    `${appUrl}/panel/${mode}/${provider}/${outcome}?${respondentIdParam}={${respondentIdParam}}`;
  return {
    respondentIdParam,
    complete: back('complete'),
    screenout: back('screenout'),
    overquota: back('overquota'),
  };
}

export async function findTestLink(clientId: string, projectId: string): Promise<TestLink | undefined> {
  const result = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: fieldworkKey(clientId, projectId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, ...link } = result.Item;
  return link as TestLink;
}

/** Creates the project's test link once; a repeated launch answers the existing one. */
export async function launchFieldwork(
  clientId: string,
  projectId: string,
  panelProvider: PanelProvider,
): Promise<TestLink> {
  const existing = await findTestLink(clientId, projectId);
  if (existing) return existing;
  const link: TestLink = {
    testId: randomBytes(12).toString('base64url'),
    projectId,
    clientId,
    panelProvider,
    redirects: panelRedirects(panelProvider, process.env[ENV.appUrl] ?? ''),
    status: 'live',
    createdAt: new Date(now()).toISOString(),
  };
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...fieldworkKey(clientId, projectId), ...link },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...testKey(link.testId), ...link },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return link;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const winner = await findTestLink(clientId, projectId);
    if (winner) return winner;
    throw error;
  }
}
