import type { Domain } from '@adpulse/shared';
import type { WorkflowName } from '@adpulse/shared/workflows/index';

/**
 * Object access to one bucket. `delete` lists and deletes without reading a byte (removing what
 * another domain stored, e.g. a deleted project's files); `readDelete` also reads (signs links
 * to show files); `readWrite` includes both.
 */
export type BucketAccess = 'read' | 'delete' | 'readDelete' | 'readWrite';

/** What a domain's function may touch; the API stack turns this into IAM grants. */
export interface DomainAccess {
  table?: 'read' | 'readWrite';
  /** Powertools idempotency records (purchase, upload calls). */
  idempotency?: boolean;
  uploads?: BucketAccess;
  results?: BucketAccess;
  /** Respondents' raw samples. */
  samples?: BucketAccess;
  /** State machines it starts. */
  workflows?: WorkflowName[];
  /** State machines whose executions it describes (DescribeExecution). */
  watches?: WorkflowName[];
  /** Reads the session-token key; implied by any route with auth 'user'. */
  tokenSecret?: boolean;
  /** Sends e-mail through SES from MAIL_FROM. */
  mail?: boolean;
  /** Reads the payment provider's keys (Stripe), when the deployment uses one. */
  paymentSecret?: boolean;
  /** Reads the panel providers' keys (PANEL_SECRETS_NAME), when the deployment names them. */
  panelSecret?: boolean;
}

/**
 * Least privilege per domain, decided here once so that a new domain's function gets exactly
 * what its routes need. A domain gets a function only when the route table names it.
 */
export const DOMAIN_ACCESS: Record<Domain, DomainAccess> = {
  platform: {},
  accounts: { table: 'readWrite', uploads: 'readWrite', tokenSecret: true, mail: true },
  // A project's deletion runs the assets domain's deleteProjectAssets: both buckets' prefix.
  // Project lists sign links to the cards' pictures (stimulus thumbnails, results bucket).
  // Deleting an unbought project first closes its open payment page (billing's closeUnpaidCheckout).
  projects: { table: 'readWrite', uploads: 'delete', results: 'readDelete', paymentSecret: true },
  // A folder's page lists its projects' cards, pictures included.
  folders: { table: 'readWrite', results: 'read' },
  // Thumbnails and renditions go to the results bucket, and their links are signed from it.
  assets: { table: 'readWrite', uploads: 'readWrite', results: 'readWrite', idempotency: true },
  // Respondents' samples are written and read back; stimulus links are signed from the results bucket.
  // Panel entries and return links are signed with the panel keys.
  fieldwork: {
    table: 'readWrite',
    samples: 'readWrite',
    results: 'read',
    workflows: ['feasibility'],
    panelSecret: true,
  },
  // A re-run takes the project's run slot before starting the analysis machine; it reads the samples.
  // It writes into a run's folder what is made on first request: per-second images, reports, decks.
  analysis: { table: 'readWrite', results: 'readWrite', samples: 'read', workflows: ['analysis'] },
  // Invoices' PDFs are stored in and downloaded from the results bucket.
  billing: { table: 'readWrite', results: 'readWrite', workflows: ['purchase'], paymentSecret: true },
  sharing: { table: 'readWrite', results: 'read' },
};
