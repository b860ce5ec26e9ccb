import type { FeasibilityAudience, FeasibilityItem, PanelProvider } from '../feasibility-request.ts';

export interface PanelItemRequest {
  assetId: string;
  requiredRespondents: number;
}

/** A panel provider's feasibility API: can it recruit this many respondents of this audience? */
export interface PanelAdapter {
  readonly provider: PanelProvider;
  checkFeasibility(audience: FeasibilityAudience, items: PanelItemRequest[]): Promise<FeasibilityItem[]>;
}
