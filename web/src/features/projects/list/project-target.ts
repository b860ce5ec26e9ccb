import { WIZARD_STEPS, type ProjectSummary, type StepName } from '@adpulse/shared/projects/index';
import type { Language } from '@adpulse/shared';

export interface ProjectTarget {
  /** Path of the screen the project opens. */
  to: string;
  /** Active projects open their results behind the "analysis in progress" modal. */
  analysisInProgress: boolean;
}

type WizardStepName = Exclude<StepName, 'completed'>;

/** The wizard step a pending project resumes at; a finished wizard still pending waits at Review. */
function resumeStep(step: ProjectSummary['step']): WizardStepName {
  const name = (Object.keys(WIZARD_STEPS) as StepName[]).find(
    (candidate) => WIZARD_STEPS[candidate] === step,
  );
  return !name || name === 'completed' ? 'review' : name;
}

/**
 * Where a project card leads (spec section 2): the wizard at its step for pending projects, the
 * results with the progress modal for active ones, the results for closed ones.
 */
export function projectTarget(
  project: Pick<ProjectSummary, '_id' | 'status' | 'step'>,
  lang: Language,
): ProjectTarget {
  const base = `/${lang}/project/${encodeURIComponent(project._id)}`;
  if (project.status === 'pending')
    return { to: `${base}/${resumeStep(project.step)}`, analysisInProgress: false };
  return { to: base, analysisInProgress: project.status === 'active' };
}
