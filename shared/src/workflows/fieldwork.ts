import { z } from 'zod';
import { idField } from '../accounts/fields.ts';
import { defineWorkflow } from './define.ts';

/** Input of the fieldwork state machine (started by the purchase once the project is active). */
export const fieldworkExecutionSchema = z.object({ clientId: idField, projectId: idField });
export type FieldworkExecution = z.infer<typeof fieldworkExecutionSchema>;

/** Check's state: the project and the simulated respondents sent so far. */
export const fieldworkCheckInputSchema = fieldworkExecutionSchema.extend({
  sent: z.number().int().min(0).default(0),
});

const ENTRY = 'functions/src/workflows/fieldwork/tasks.ts';

/** statemachines/fieldwork.asl.json */
export const fieldworkWorkflow = defineWorkflow('fieldwork', {
  input: fieldworkExecutionSchema,
  definitionFile: 'statemachines/fieldwork.asl.json',
  service: 'fieldwork',
  tasks: {
    Check: {
      resource: 'CheckFieldworkFunctionArn',
      id: 'CheckFieldwork',
      handler: { entry: ENTRY, export: 'checkHandler' },
      input: fieldworkCheckInputSchema,
      output: z.object({
        clientId: z.string(),
        projectId: z.string(),
        sent: z.number(),
        state: z.string(),
        closedAt: z.string().nullable(),
        waitSeconds: z.number(),
      }),
      errors: [],
      retry: ['States.ALL'],
    },
    FinalAnalysis: {
      resource: 'FinalAnalysisFunctionArn',
      id: 'FinalAnalysis',
      handler: { entry: ENTRY, export: 'finalAnalysisHandler' },
      input: fieldworkExecutionSchema.extend({ closedAt: z.string().min(1) }),
      output: z.object({ requested: z.literal(true) }),
      errors: [],
      retry: ['States.ALL'],
    },
  },
});
