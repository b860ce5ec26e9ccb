import { PROJECT_STATUSES, WIZARD_STEPS, type ProjectStatus, type Step, type StepName } from './constants.ts';

export interface StatusGroup<T> {
  status: ProjectStatus;
  projects: T[];
}

const isStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);

/**
 * Projects in the three groups of the dashboard, in the order pending, active, closed; each
 * group keeps the order it was given; projects of any other status are left out.
 */
export function groupByStatus<T extends { status: string }>(projects: readonly T[]): StatusGroup<T>[] {
  const groups = new Map<ProjectStatus, T[]>(PROJECT_STATUSES.map((status) => [status, []]));
  for (const project of projects) {
    if (isStatus(project.status)) groups.get(project.status)?.push(project);
  }
  return PROJECT_STATUSES.map((status) => ({ status, projects: groups.get(status) ?? [] }));
}

const NAME_OF_STEP = Object.fromEntries(
  Object.entries(WIZARD_STEPS).map(([name, step]) => [step, name]),
) as Record<Step, StepName>;

export function stepName(step: Step): StepName {
  return NAME_OF_STEP[step];
}

export function stepNumber(name: StepName): Step {
  return WIZARD_STEPS[name];
}

/** Closed-project loading (spec section 4): stop when a fetch returns fewer items than the limit. */
export function isLastPage(received: number, limit: number): boolean {
  return received < limit;
}
