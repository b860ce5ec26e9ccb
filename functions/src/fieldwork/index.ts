/** What other domains may use of fieldwork. */
export { launchFieldwork, withdrawUnstartedFieldwork } from './launch.ts';
/** A project's fieldwork record (state, counts, close reason): the notices read it. */
export { findFieldwork } from './data/fieldwork-store.ts';
/** Every respondent session of a project, samples included (the analysis reads these). */
export { readProjectSessions, type ProjectSessionsOptions } from './project-sessions.ts';
/** The respondents the quality rules removed, by reason (the analysis reports them), and the sessions it reads without the speeders. */
export {
  removedRespondents,
  sessionsForAnalysis,
  type AnalysisSessions,
  type SessionSummary,
} from './removed-respondents.ts';
export { PANEL_MODE_ENV } from './panel/panel-for.ts';
/** The fieldwork machine: started once a purchase launched the project's fieldwork. */
export { checkFieldwork, startFieldworkMachine } from './fieldwork-check.ts';
/** The project's life at its panel provider, driven by the fieldwork machine: open, close and reconcile, a refusal recorded. */
export { closePanel, openPanel, recordPanelFailure } from './panel-life.ts';
/** After a refusal: what goes back to the client, decided once (W22) and then marked given (W23). */
export { markPanelSettlementRefunded, recordPanelSettlement } from './data/fieldwork-store.ts';
/** The sweeper's look at fieldwork not yet handed to its final analysis (its machine may be gone). */
export {
  closeFieldworkIfDue,
  fieldworkMachineState,
  listUnsettledFieldwork,
  settleFieldwork,
} from './fieldwork-check.ts';
/** The simulated panel: respondents of the generative model through the respondent calls. */
export { sendSimulatedRespondents, seedOf, type WaveReport } from './simulated-panel-driver.ts';
/** Simulated respondents (the generative model of docs/methodology.md), for demos, tests and load. */
export * from './simulation/index.ts';
/** The privacy operator command: one respondent's samples and records deleted. */
export { forgetRespondent, type ForgetReport, type RespondentRef } from './forget-respondent.ts';
