import { useCallback, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLOSED_PAGE_SIZE } from '@adpulse/shared/projects/index';
import type { Folder } from '@adpulse/shared/folders/index';
import { ScreenPage } from '../../components/ScreenPage.tsx';
import { routeTo } from '../../routing/named-routes.ts';
import { useLanguage } from '../../routing/use-language.ts';
import { useAppState } from '../../state/app-store.ts';
import { EmptyState } from './list/EmptyState.tsx';
import { FolderRail } from './list/FolderRail.tsx';
import { LoadError } from './list/LoadError.tsx';
import { ListMore } from './list/ListMore.tsx';
import { ListSkeleton } from './list/ListSkeleton.tsx';
import { ProjectSearch } from './list/ProjectSearch.tsx';
import { ProjectSortSelect, useProjectSort } from './list/ProjectSortSelect.tsx';
import { fetchFolderPage } from './list/projects-api.ts';
import { StatusGroups } from './list/StatusGroups.tsx';
import { StatusNote } from './list/StatusNote.tsx';
import { useFolderActions } from './list/use-folder-actions.tsx';
import { useFolders } from './list/use-folders.ts';
import { usePagedProjects } from './list/use-paged-projects.ts';
import { useProjectActions } from './list/use-project-actions.tsx';
import './list/projects.css';
import { isMissing } from '../../api/error-kinds.ts';

/** The cards need not say which folder they are in: this one. */
const NO_FOLDER_NAMES: ReadonlyMap<string, string> = new Map();

/** folder/{id}: the folder's projects with the list features of the dashboard; rename or delete it. */
export default function FolderScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { id: folderId = '' } = useParams();
  const clientId = useAppState((state) => state.session.clientId) ?? '';
  const sort = useProjectSort();
  const [note, setNote] = useState<string | null>(null);

  const loadPage = useCallback(
    (skip: number) =>
      fetchFolderPage(folderId, { limit: CLOSED_PAGE_SIZE, skip, sort }).then((page) => ({
        items: page.projects,
        total: page.total,
        meta: page,
      })),
    [folderId, sort],
  );
  const list = usePagedProjects(folderId ? `folder:${folderId}:${sort}` : null, loadPage);
  const { folders } = useFolders(clientId || null);
  // The cached folder list follows renames and moves at once; the page's own answer fills in meanwhile.
  const folder: Folder | null = folders?.find((candidate) => candidate._id === folderId) ?? list.meta ?? null;

  const projectActions = useProjectActions({
    clientId,
    folders,
    onNote: setNote,
    onChanged: (projectId, change) =>
      list.change(projectId, (project) =>
        change && change.folder === folderId ? { ...project, folder: change.folder } : null,
      ),
  });
  const folderActions = useFolderActions({
    clientId,
    onNote: setNote,
    onDeleted: () => {
      const { state, ...dashboard } = routeTo('Dashboard', lang, {});
      void navigate(dashboard, { state });
    },
  });

  if (list.phase === 'failed' && isMissing(list.error)) {
    const { state, ...dashboard } = routeTo('Dashboard', lang, {}, { is404: true });
    return <Navigate to={dashboard} state={state} replace />;
  }

  const title = folder?.name ?? t('screens.folder');
  const count = folder ? Math.max(list.total, 0) : null;

  return (
    <ScreenPage
      title={title}
      intro={count !== null ? t('dashboard.folder.count', { count }) : undefined}
      actions={
        // Renaming and deleting are offered only where the API allows them (folder.canChange).
        folder?.canChange ? (
          <div className="ap-screen-actions">
            <Button size="small" onClick={() => folderActions.actions.askRename(folder)}>
              {t('dashboard.folders.rename')}
            </Button>
            <Button
              size="small"
              className="ap-button-danger"
              onClick={() => void folderActions.actions.askDelete(folder)}
            >
              {t('dashboard.folders.delete')}
            </Button>
          </div>
        ) : null
      }
    >
      <p className="ap-backlink">
        <Link to={`/${lang}/dashboard`}>{t('dashboard.folder.backToDashboard')}</Link>
      </p>
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
      ) : (
        <div className="ap-listing">
          <div className="ap-listing__main">
            {list.items.length === 0 ? (
              <EmptyState title={t('dashboard.folder.emptyTitle')} body={t('dashboard.folder.empty')} />
            ) : (
              <>
                <StatusGroups
                  projects={list.items}
                  folderNames={NO_FOLDER_NAMES}
                  actions={projectActions.actions}
                />
                <ListMore list={list} />
              </>
            )}
          </div>
          <FolderRail
            folders={folders ?? []}
            currentFolderId={folderId}
            onDropProject={(project, target) => void projectActions.actions.moveTo(project, target)}
          />
        </div>
      )}
      {projectActions.dialogs}
      {folderActions.dialogs}
    </ScreenPage>
  );
}
