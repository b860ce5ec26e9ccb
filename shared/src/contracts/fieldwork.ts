import { feasibilityViewSchema } from '../fieldwork/feasibility.ts';
import {
  answersSchema,
  calibrationSchema,
  gazeValidationSchema,
  sessionEndedSchema,
  signalBatchSchema,
  signalReceiptSchema,
  startSessionRequestSchema,
  testDefinitionSchema,
} from '../fieldwork/schemas.ts';
import {
  fieldworkViewSchema,
  sessionEntrySchema,
  sessionParamsSchema,
  testLinksSchema,
  testParamsSchema,
  type SessionEntry,
} from '../fieldwork/views.ts';
import { projectParamsSchema } from '../projects/schemas.ts';
import { defineContract } from './define.ts';

/**
 * Fieldwork: the checkout's feasibility check (a Step Functions run per check), a client's view
 * of its fieldwork and test links, and the respondent calls (public: the test id opens a test,
 * the session id it hands out is the respondent's only credential).
 */
export const fieldworkContract = defineContract('fieldwork', {
  startFeasibility: {
    method: 'POST',
    path: '/projects/{projectId}/feasibility',
    auth: 'user',
    params: projectParamsSchema,
    response: feasibilityViewSchema,
    status: 202,
    errors: ['assets.max_allowance', 'fieldwork.incomplete_project'],
  },
  getFeasibility: {
    method: 'GET',
    path: '/projects/{projectId}/feasibility',
    auth: 'user',
    params: projectParamsSchema,
    response: feasibilityViewSchema,
  },

  /** Completes per quota cell, screen-outs, over-quotas, drop-outs, webcam acceptance, time left. */
  getFieldwork: {
    method: 'GET',
    path: '/projects/{projectId}/fieldwork',
    auth: 'user',
    params: projectParamsSchema,
    response: fieldworkViewSchema,
    errors: ['fieldwork.not_launched'],
  },
  /**
   * The client closes fieldwork before its sample or its field time: entries stop at once
   * (state closing) and the fieldwork machine's next check closes it, so the final analysis runs
   * on the completes that came in. Only from fielding: a second close, or a closed fieldwork,
   * answers 409 `fieldwork.not_fielding`. For who pays (the plan screen's rule).
   */
  closeFieldwork: {
    method: 'POST',
    path: '/projects/{projectId}/fieldwork/close',
    auth: 'user',
    screen: 'plan',
    params: projectParamsSchema,
    response: fieldworkViewSchema,
    status: 202,
    errors: ['fieldwork.not_launched', 'fieldwork.not_fielding'],
  },
  /** One public test link per panel (dynata, pure-spectrum, direct). */
  listTestLinks: {
    method: 'GET',
    path: '/projects/{projectId}/test-links',
    auth: 'user',
    params: projectParamsSchema,
    response: testLinksSchema,
    errors: ['fieldwork.not_launched'],
  },

  /**
   * The project's test as a respondent would take it, for its client to preview: the launched
   * test's content, or before launch what it would be from the project now. Its sessions never
   * reach the server: a preview is not counted and never analysed.
   */
  getPreview: {
    method: 'GET',
    path: '/projects/{projectId}/preview',
    auth: 'user',
    params: projectParamsSchema,
    response: testDefinitionSchema,
  },
  /** What the respondent sees. A closed test answers with status closed; an unknown one 404. */
  getTest: {
    method: 'GET',
    path: '/t/{testId}',
    auth: 'public',
    params: testParamsSchema,
    response: testDefinitionSchema,
    errors: ['common.not_found'],
  },
  /**
   * The entry: screener verdict and quota slot. 201 { sessionId, stimuli } when the respondent
   * takes the test (the same panel respondent entering again gets the same session back), 200
   * { outcome, redirect } when the entry ends at once (screenout, overquota, closed, or quality
   * for a respondent who already took it).
   */
  startSession: {
    method: 'POST',
    path: '/t/{testId}/sessions',
    auth: 'public',
    params: testParamsSchema,
    body: startSessionRequestSchema,
    response: sessionEntrySchema,
    status: 201,
    statusOf: (body: SessionEntry) => ('sessionId' in body ? 201 : 200),
    errors: ['common.not_found', 'fieldwork.busy', 'fieldwork.rate_limited', 'fieldwork.entry_signature'],
  },
  saveCalibration: {
    method: 'POST',
    path: '/sessions/{sessionId}/calibration',
    auth: 'public',
    params: sessionParamsSchema,
    body: calibrationSchema,
    errors: ['common.not_found', 'fieldwork.session_ended', 'fieldwork.webcam_declined', 'fieldwork.busy'],
  },
  /**
   * The gaze re-validation after the last stimulus (the calibration's validation targets again,
   * with the model fitted at the calibration): the end error and offset give the drift.
   */
  saveEndValidation: {
    method: 'POST',
    path: '/sessions/{sessionId}/end-validation',
    auth: 'public',
    params: sessionParamsSchema,
    body: gazeValidationSchema,
    errors: ['common.not_found', 'fieldwork.session_ended', 'fieldwork.webcam_declined', 'fieldwork.busy'],
  },
  /** Idempotent by seq: a seq already stored changes nothing and answers duplicate: true. */
  postSignals: {
    method: 'POST',
    path: '/sessions/{sessionId}/signals',
    auth: 'public',
    params: sessionParamsSchema,
    body: signalBatchSchema,
    response: signalReceiptSchema,
    status: 202,
    errors: [
      'common.not_found',
      'fieldwork.session_ended',
      'fieldwork.webcam_declined',
      'fieldwork.sample_limit',
      'fieldwork.busy',
    ],
  },
  saveAnswers: {
    method: 'POST',
    path: '/sessions/{sessionId}/answers',
    auth: 'public',
    params: sessionParamsSchema,
    body: answersSchema,
    errors: ['common.not_found', 'fieldwork.session_ended', 'fieldwork.busy'],
  },
  /** The end of the test: the quality check, then the panel's return link (repeatable). */
  completeSession: {
    method: 'POST',
    path: '/sessions/{sessionId}/complete',
    auth: 'public',
    params: sessionParamsSchema,
    response: sessionEndedSchema,
    errors: ['common.not_found', 'fieldwork.session_ended', 'fieldwork.answers_missing', 'fieldwork.busy'],
  },
});
