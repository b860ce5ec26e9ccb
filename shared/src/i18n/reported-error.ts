import {
  ERRORS,
  errorTextValues,
  type ApiErrorBody,
  type ErrorCode,
  type FieldIssue,
  type ReportedError,
} from '../contracts/errors.ts';
import { labelGrammar } from './grammar.ts';
import type { Language } from './index.ts';
import { coreTranslatorFor } from './core-translator.ts';

/** A field's problem before its text: `code` is a catalogue key (`validation.required`) filled with the field's label. */
export interface FieldProblem {
  field: string;
  code: `validation.${string}` | `errors.${string}`;
  params?: Record<string, string | number>;
}

type Params = Record<string, string | number>;

/**
 * A failure reported inside an answer (a purchase that stopped, a feasibility run that failed, the
 * refusal a quote foresees): the code, its text in `language` and its params. The one place such a
 * body is made; the error body of a route (`errorBodyOf`) adds the field details to it.
 */
export function reportedError(
  code: ErrorCode,
  params: Params | undefined,
  language: Language,
): ReportedError {
  return {
    code,
    message: coreTranslatorFor(language)(ERRORS[code].message, errorTextValues(code, params)),
    ...(params && Object.keys(params).length ? { params } : {}),
  };
}

/** One field's problem in `language`: the text agrees with the label's gender and number ("Email è obbligatoria"). */
export function fieldIssueOf(problem: FieldProblem, language: Language): FieldIssue {
  const t = coreTranslatorFor(language);
  const label = `fields.${problem.field}`;
  const context = labelGrammar(language, label);
  return {
    field: problem.field,
    code: problem.code,
    message: t(problem.code, {
      field: t(label, { defaultValue: problem.field }),
      ...problem.params,
      ...(context ? { context } : {}),
    }),
    ...(problem.params ? { params: problem.params } : {}),
  };
}

/** The error body of a route's refusal (and of a task's, read back): code, text, params and field details. */
export function errorBodyOf(
  code: ErrorCode,
  extra: { params?: Params | undefined; details?: readonly FieldProblem[] | undefined },
  language: Language,
): ApiErrorBody {
  return {
    ...reportedError(code, extra.params, language),
    ...(extra.details?.length
      ? { details: extra.details.map((detail) => fieldIssueOf(detail, language)) }
      : {}),
  };
}
