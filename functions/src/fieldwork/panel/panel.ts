import type { QuotaCell } from '@adpulse/shared/fieldwork/index';
import type { FeasibilityAudience, FeasibilityItem, PanelProvider } from '../feasibility-request.ts';

export interface PanelItemRequest {
  assetId: string;
  requiredRespondents: number;
}

/** What a panel needs to recruit for a project. */
export interface PanelLaunchRequest {
  projectId: string;
  title: string;
  /** Two-letter country code and the audience's language. */
  country: string;
  language: string;
  sampleSize: number;
  cells: readonly QuotaCell[];
  /** The test link with the panel's placeholders for its entry parameters. */
  entryUrl: string;
  fieldTimeSeconds: number;
  /** Expected minutes per respondent: the stimuli plus the questions. */
  lengthOfInterviewMinutes: number;
}

export interface PanelLaunch {
  /** The panel's id of the project (its project, survey or line item), for later calls. */
  ref: string;
}

export interface PanelStatus {
  state: 'live' | 'closed';
  /** Completes the panel has counted. */
  completes: number;
}

/** A complete as we hold it: the panel's respondent id and the entry parameters it echoes. */
export interface ReconcileEntry {
  respondentId: string;
  params: Readonly<Record<string, string>>;
}

export interface Reconciliation {
  /** Our completes. */
  completes: number;
  /** Completes the panel had counted before reconciling. */
  panelCompletes: number;
  /** Ours the panel had not counted (reported as complete now). */
  added: number;
  /** The panel's that we do not count (reported as not complete). */
  removed: number;
}

/**
 * A panel provider's API: can it recruit this audience, recruit it (launch), how far it got,
 * stop, and agree on who completed. Respondents' entry and return links are the other half of a
 * panel (links.ts).
 */
export interface PanelAdapter {
  readonly provider: PanelProvider;
  checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]): Promise<FeasibilityItem[]>;
  /** Idempotent for a project: a repeated launch answers the same ref. */
  launch(request: PanelLaunchRequest): Promise<PanelLaunch>;
  status(ref: string): Promise<PanelStatus>;
  /** Idempotent: closing a closed project changes nothing. */
  close(ref: string): Promise<void>;
  reconcile(ref: string, completes: readonly ReconcileEntry[]): Promise<Reconciliation>;
}
