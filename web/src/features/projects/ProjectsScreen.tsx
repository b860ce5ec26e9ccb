import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_PAGE_SIZE } from '@adpulse/shared/projects/index';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { useAppState } from '../../state/app-store.ts';
import { EmptyState } from './list/EmptyState.tsx';
import { FolderRail } from './list/FolderRail.tsx';
import { LoadError } from './list/LoadError.tsx';
import { ListMore } from './list/ListMore.tsx';
import { ListSkeleton } from './list/ListSkeleton.tsx';
import { ProjectSortSelect, useProjectSort } from './list/ProjectSortSelect.tsx';
import { NewProjectLink, useCanCreateProjects } from './list/NewProjectLink.tsx';
import { ProjectSearch } from './list/ProjectSearch.tsx';
import { fetchProjectPage } from './list/projects-api.ts';
import { StatusGroups } from './list/StatusGroups.tsx';
import { StatusNote } from './list/StatusNote.tsx';
import { folderNames, useFolders } from './list/use-folders.ts';
import { usePagedProjects } from './list/use-paged-projects.ts';
import { useProjectActions } from './list/use-project-actions.tsx';
import './list/projects.css';

/** projects: every project of the caller (in folders or not), grouped by status, page by page. */
export default function ProjectsScreen() {
  const { t } = useTranslation();
  const clientId = useAppState((state) => state.session.clientId) ?? '';
  const sort = useProjectSort();
  const [note, setNote] = useState<string | null>(null);
  const canCreate = useCanCreateProjects();

  const loadPage = useCallback(
    (skip: number) =>
      fetchProjectPage(clientId, { limit: CLOSED_PAGE_SIZE, skip, sort, projectsInfolder: 'any' }).then(
        (page) => ({ ...page, meta: null }),
      ),
    [clientId, sort],
  );
  const list = usePagedProjects(clientId ? `projects:${clientId}:${sort}` : null, loadPage);
  const { folders } = useFolders(clientId || null);
  const { actions, dialogs } = useProjectActions({
    clientId,
    folders,
    onNote: setNote,
    onChanged: (projectId, change) =>
      list.change(projectId, (project) => (change ? { ...project, folder: change.folder } : null)),
  });

  return (
    <ScreenPage
      title={t('screens.projects')}
      intro={t('dashboard.projects.intro')}
      actions={<NewProjectLink />}
    >
      <div className="ap-toolbar" role="group" aria-label={t('dashboard.toolbar.label')}>
        {clientId ? <ProjectSearch clientId={clientId} /> : null}
        <div className="ap-toolbar__options">
          <ProjectSortSelect />
        </div>
      </div>
      <StatusNote text={note} />
      {list.phase === 'loading' ? (
        <ListSkeleton label={t('dashboard.loading')} />
      ) : list.phase === 'failed' ? (
        <LoadError error={list.error} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState
          title={t('dashboard.empty.title')}
          body={t(canCreate ? 'dashboard.empty.body' : 'dashboard.empty.bodyTeam')}
          action={<NewProjectLink label={t('dashboard.empty.action')} />}
        />
      ) : (
        <div className="ap-listing">
          <div className="ap-listing__main">
            <StatusGroups projects={list.items} folderNames={folderNames(folders)} actions={actions} />
            <ListMore list={list} />
          </div>
          {folders && folders.length > 0 ? (
            <FolderRail
              folders={folders}
              onDropProject={(project, folderId) => void actions.moveTo(project, folderId)}
            />
          ) : null}
        </div>
      )}
      {dialogs}
    </ScreenPage>
  );
}
