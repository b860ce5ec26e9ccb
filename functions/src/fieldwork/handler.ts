import { fieldworkContract } from '@adpulse/shared';
import { domainHandler } from '../platform/http/domain-handler.ts';
import { closeFieldworkEarly, listTestLinks, readFieldworkView } from './client-views.ts';
import { readFeasibility, startFeasibility } from './feasibility-api.ts';
import { readPreview } from './preview.ts';
import { enterTest, readTestDefinition } from './respondent-entry.ts';
import { fromSimulator } from './simulator-credential.ts';
import {
  completeSession,
  receiveSignals,
  saveAnswers,
  saveCalibration,
  saveEndValidation,
} from './session-calls.ts';

export const handler = domainHandler(fieldworkContract, {
  startFeasibility: ({ session, params }) => startFeasibility(session, params.projectId),
  getFeasibility: ({ session, params, language }) => readFeasibility(session, params.projectId, language),
  getFieldwork: ({ session, params, language }) => readFieldworkView(session, params.projectId, language),
  closeFieldwork: ({ session, params, language }) => closeFieldworkEarly(session, params.projectId, language),
  listTestLinks: ({ session, params }) => listTestLinks(session, params.projectId),
  getPreview: ({ session, params }) => readPreview(session, params.projectId),
  getTest: ({ params }) => readTestDefinition(params.testId),
  startSession: async ({ params, body, event }) =>
    enterTest(params.testId, body, await fromSimulator(params.testId, event.headers), {
      address: event.requestContext.http.sourceIp,
      device: body.device,
    }),
  saveCalibration: ({ params, body }) => saveCalibration(params.sessionId, body),
  saveEndValidation: ({ params, body }) => saveEndValidation(params.sessionId, body),
  postSignals: ({ params, body }) => receiveSignals(params.sessionId, body),
  saveAnswers: ({ params, body }) => saveAnswers(params.sessionId, body),
  completeSession: ({ params }) => completeSession(params.sessionId),
});
