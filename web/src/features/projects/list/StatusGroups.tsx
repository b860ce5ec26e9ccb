import { useState } from 'react';
import { Button, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupByStatus, type ProjectStatus, type ProjectSummary } from '@adpulse/shared/projects/index';
import { useLanguage } from '../../../routing/use-language.ts';
import type { StatusTotals } from '../dashboard/dashboard-load.ts';
import { ProjectCard } from './ProjectCard.tsx';
import type { ProjectActions } from './use-project-actions.tsx';

/**
 * On the dashboard, cards shown at first in a long group (the closed one, loaded whole) and added
 * by each "Show more". Paged lists show every card they loaded: their "Load more" is the step.
 */
export const GROUP_STEP = 30;

const EMPTY_TEXT = {
  pending: 'dashboard.group.emptyPending',
  active: 'dashboard.group.emptyActive',
  closed: 'dashboard.group.emptyClosed',
} as const satisfies Record<ProjectStatus, string>;

/**
 * Projects in the groups pending, in progress, completed (spec section 4). With `totals` (the
 * dashboard) every group shows, with its count and a way to all projects when only its first
 * page is here; without (paged lists) only the groups that have projects show.
 */
export function StatusGroups({
  projects,
  folderNames,
  actions,
  totals,
}: {
  projects: readonly ProjectSummary[];
  folderNames: ReadonlyMap<string, string>;
  actions: ProjectActions;
  totals?: StatusTotals | null;
}) {
  const groups = groupByStatus(projects).filter((group) => totals || group.projects.length > 0);
  return (
    <div className="ap-groups">
      {groups.map((group) => (
        <Group
          key={group.status}
          status={group.status}
          projects={group.projects}
          total={totals ? Math.max(totals[group.status], group.projects.length) : undefined}
          folderNames={folderNames}
          actions={actions}
        />
      ))}
    </div>
  );
}

function Group({
  status,
  projects,
  total,
  folderNames,
  actions,
}: {
  status: ProjectStatus;
  projects: ProjectSummary[];
  total: number | undefined;
  folderNames: ReadonlyMap<string, string>;
  actions: ProjectActions;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [shown, setShown] = useState(total !== undefined ? GROUP_STEP : Number.POSITIVE_INFINITY);
  const headingId = `group-${status}`;
  const visible = projects.slice(0, shown);

  return (
    <section className="ap-group" aria-labelledby={headingId} data-group={status}>
      <h2 className="ap-group__title" id={headingId}>
        <span>{t(`dashboard.group.${status}`)}</span>
        {total !== undefined ? <span className="ap-group__count">{total}</span> : null}
      </h2>
      {projects.length === 0 ? (
        <Text className="ap-group__empty">{t(EMPTY_TEXT[status])}</Text>
      ) : (
        <ul className="ap-pgrid">
          {visible.map((project) => (
            <li key={project._id}>
              <ProjectCard
                project={project}
                folderName={project.folder ? (folderNames.get(project.folder) ?? null) : null}
                actions={actions}
              />
            </li>
          ))}
        </ul>
      )}
      {projects.length > shown ? (
        <Button
          size="small"
          className="ap-group__more"
          onClick={() => setShown((count) => count + GROUP_STEP)}
        >
          {t('dashboard.group.showMore')}
        </Button>
      ) : null}
      {total !== undefined && total > projects.length ? (
        <p className="ap-group__more">
          {t('dashboard.group.shown', { shown: projects.length, total })} ·{' '}
          <Link to={`/${lang}/projects`}>{t('dashboard.group.seeAll')}</Link>
        </p>
      ) : null}
    </section>
  );
}
