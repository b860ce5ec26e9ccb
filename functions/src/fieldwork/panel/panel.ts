import type { FeasibilityAudience, FeasibilityItem, PanelProvider } from '../feasibility-request.ts';
import type { PanelTarget } from './connectors/targeting.ts';

export interface PanelItemRequest {
  assetId: string;
  requiredRespondents: number;
}

/** A panel provider's feasibility API: can it recruit this many respondents of this audience? */
export interface PanelAdapter {
  readonly provider: PanelProvider;
  checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]): Promise<FeasibilityItem[]>;
}

/** A project as a provider is asked to field it. */
export interface PanelProjectSpec {
  /** Our reference for it at the provider (Dynata extProjectId, PureSpectrum survey_external_id). */
  ref: string;
  title: string;
  target: PanelTarget;
  /** The test link with the provider's placeholders (links.ts entryUrl). */
  liveUrl: string;
  testUrl: string;
  lengthOfInterviewMinutes: number;
  incidencePercent: number;
  fieldDays: number;
}

/** Feasibility and price of a spec's quota plan. */
export interface PanelQuote {
  /** PENDING while the provider is still computing (ask again). */
  status: 'READY' | 'PENDING' | 'FAILED';
  feasible: boolean;
  /** Completes the provider expects it can deliver. */
  available: number;
  costPerInterview: number | null;
  currency: string;
}

export type PanelProjectState = 'draft' | 'live' | 'paused' | 'closed';

export interface PanelStatus {
  state: PanelProjectState;
  completes: number;
  /** Entries the provider counted, when it reports them. */
  starts: number | null;
}

/** One of our completes, as the provider knows the respondent (Dynata psid, PureSpectrum transaction_id). */
export interface ReconciledComplete {
  respondent: string;
  /** false: we removed it (quality): the provider must not bill it. */
  accepted: boolean;
}

export interface ReconcileResult {
  /** Respondents whose status the provider took. */
  updated: number;
  /** Respondents the provider already held a final status for (unchanged). */
  alreadyFinal: number;
}

/** The whole life of a project at a panel provider: feasibility and price, create, launch, pause, close, status, reconciliation. */
export interface PanelConnector {
  readonly provider: PanelProvider;
  quote(spec: PanelProjectSpec): Promise<PanelQuote>;
  /** Creates the project (a repeated create finds the first); returns the provider's id. */
  create(spec: PanelProjectSpec): Promise<string>;
  launch(id: string): Promise<void>;
  pause(id: string): Promise<void>;
  close(id: string): Promise<void>;
  status(id: string): Promise<PanelStatus>;
  reconcile(id: string, completes: readonly ReconciledComplete[]): Promise<ReconcileResult>;
}
