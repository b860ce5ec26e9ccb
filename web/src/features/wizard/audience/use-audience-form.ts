import { useRef, useState } from 'react';
import type { Audience } from '@adpulse/shared/projects/schemas';
import { audienceProblems } from '@adpulse/shared/wizard/steps';
import { fieldMessage } from '../../../i18n/i18n.ts';
import { nextStep } from '../bars.ts';
import { useWizard } from '../wizard-context.tsx';
import { audienceSave } from './audience-changes.ts';
import { startingAudience } from './audience-options.ts';

export type AudienceField = 'country' | 'category' | 'genre' | 'ageGroups' | 'region';

/** The text of an audience problem, naming its field. */
export const audienceProblemText = (problem: { message: string; field: string }) =>
  fieldMessage(problem.message, `wizard.fields.${problem.field as AudienceField}`);

/**
 * The audience as the user edits it: each change shows at once and is auto-saved; Next shows
 * the problems (each beside its field, the first focused) or goes on to the next step.
 */
export function useAudienceForm() {
  const { project, clientType, bar, save, goTo } = useWizard();
  const [audience, setAudience] = useState<Audience>(() =>
    startingAudience(project.audience, project.type, project.viewer),
  );
  const [showProblems, setShowProblems] = useState(false);
  const fields = useRef(new Map<AudienceField, HTMLElement | null>());
  const problems = audienceProblems(audience, clientType);

  const change = (next: Audience) => {
    setAudience(next);
    save(audienceSave(audience, next));
  };

  const errorOf = (field: AudienceField) => {
    if (!showProblems) return undefined;
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? audienceProblemText(problem) : undefined;
  };

  const register = (field: AudienceField) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };

  const next = async () => {
    setShowProblems(true);
    const first = problems[0];
    if (first) {
      fields.current.get(first.field as AudienceField)?.focus();
      return;
    }
    const target = nextStep(bar, 'audience');
    if (target) await goTo(target);
  };

  return {
    audience,
    change,
    errorOf,
    register,
    next,
    shownProblems: showProblems ? problems : [],
    refined: clientType === 'custom' || audience.refineAudience === true,
  };
}

export type AudienceForm = ReturnType<typeof useAudienceForm>;
