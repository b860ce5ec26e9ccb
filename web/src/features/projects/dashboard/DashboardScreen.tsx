import { useMemo, useState } from 'react';
import { Alert, Button, SelectField, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { routeStateOf } from '../../../routing/named-routes.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { useAppState } from '../../../state/app-store.ts';
import { EmptyState } from '../list/EmptyState.tsx';
import { FolderTile } from '../list/FolderTile.tsx';
import { LoadError } from '../list/LoadError.tsx';
import { FolderSkeleton, ListSkeleton } from '../list/ListSkeleton.tsx';
import {
  DEFAULT_FOLDER_SORT,
  DEFAULT_LIST_FILTER,
  FOLDER_SORTS,
  LIST_FILTERS,
  folderSortOf,
  listFilterOf,
  sortFolders,
} from '../list/list-options.ts';
import { NewProjectLink, useCanCreateProjects } from '../list/NewProjectLink.tsx';
import { WizardEntryButtons, useCanceledPredict } from '../../wizard/index.ts';
import { ProjectSearch } from '../list/ProjectSearch.tsx';
import { StatusGroups } from '../list/StatusGroups.tsx';
import { StatusNote } from '../list/StatusNote.tsx';
import { useFolderActions } from '../list/use-folder-actions.tsx';
import { folderNames, useFolders } from '../list/use-folders.ts';
import { useProjectActions } from '../list/use-project-actions.tsx';
import { useDashboardProjects } from './use-dashboard-projects.ts';
import '../list/projects.css';

const FILTER_LABEL = {
  all: 'dashboard.toolbar.showAll',
  folders: 'dashboard.toolbar.showFolders',
  projects: 'dashboard.toolbar.showProjects',
} as const;

/**
 * The dashboard (spec sections 2 and 4): folders, then the projects grouped as pending, in
 * progress and completed; search, folder management, moves by menu or drag and drop, folder
 * sorting and a filter. Sorting and the filter live in the address, so a reload keeps them.
 */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const { is404 } = routeStateOf(location.state);
  const clientId = useAppState((state) => state.session.clientId) ?? '';
  const [params, setParams] = useSearchParams();
  const filter = listFilterOf(params.get('show'));
  const sort = folderSortOf(params.get('sort'));
  const [note, setNote] = useState<string | null>(null);
  const canCreate = useCanCreateProjects();
  const canceledPredict = useCanceledPredict();

  // The list loads once a cancelled quick predict's project is gone, so it does not show it.
  const board = useDashboardProjects(clientId && !canceledPredict.settling ? clientId : null);
  // Folders come after the projects (spec section 2).
  const {
    folders,
    error: foldersError,
    refresh: refreshFolderList,
  } = useFolders(clientId || null, board.loaded);
  const names = useMemo(() => folderNames(folders), [folders]);
  const sortedFolders = useMemo(() => sortFolders(folders ?? [], sort, lang), [folders, sort, lang]);
  const projectActions = useProjectActions({ clientId, folders, onNote: setNote });
  const folderActions = useFolderActions({ clientId, onNote: setNote });

  function setOption(name: 'show' | 'sort', value: string, fallback: string) {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  }

  const nothingYet = board.loaded && board.projects.length === 0 && folders !== null && folders.length === 0;

  return (
    <ScreenPage
      title={t('screens.dashboard')}
      intro={t('dashboard.intro')}
      actions={
        <WizardEntryButtons>
          <NewProjectLink />
        </WizardEntryButtons>
      }
    >
      {canceledPredict.failure ? (
        <Alert variation="error" role="alert" marginBottom="1.5rem" isDismissible>
          {canceledPredict.failure}
        </Alert>
      ) : null}
      {is404 ? (
        <Alert variation="error" role="alert" marginBottom="1.5rem" isDismissible>
          {t('errors.pageNotFound')}
        </Alert>
      ) : null}
      <div className="ap-toolbar" role="group" aria-label={t('dashboard.toolbar.label')}>
        {clientId ? <ProjectSearch clientId={clientId} /> : null}
        <div className="ap-toolbar__options">
          <div className="ap-toolbar__show">
            <span className="ap-toolbar__label" id="dashboard-show">
              {t('dashboard.toolbar.show')}
            </span>
            <ToggleButtonGroup
              size="small"
              isExclusive
              isSelectionRequired
              value={filter}
              aria-labelledby="dashboard-show"
              onChange={(value) => {
                if (typeof value === 'string') setOption('show', value, DEFAULT_LIST_FILTER);
              }}
            >
              {LIST_FILTERS.map((option) => (
                <ToggleButton key={option} value={option}>
                  {t(FILTER_LABEL[option])}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </div>
          {filter !== 'projects' ? (
            <SelectField
              size="small"
              label={t('dashboard.toolbar.sortFolders')}
              className="ap-toolbar__sort"
              value={sort}
              onChange={(event) => setOption('sort', event.target.value, DEFAULT_FOLDER_SORT)}
            >
              {FOLDER_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(`dashboard.toolbar.${option}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          <Button size="small" onClick={folderActions.actions.askCreate}>
            {t('dashboard.folders.new')}
          </Button>
        </div>
      </div>
      <StatusNote text={note} />
      {board.failed ? <LoadError error={board.error} onRetry={board.retry} /> : null}

      {nothingYet ? (
        <EmptyState
          title={t('dashboard.empty.title')}
          body={t(canCreate ? 'dashboard.empty.body' : 'dashboard.empty.bodyTeam')}
          action={<NewProjectLink label={t('dashboard.empty.action')} />}
        />
      ) : (
        <>
          {filter !== 'projects' ? (
            <section className="ap-folders" aria-labelledby="folders-title">
              <h2 className="ap-group__title" id="folders-title">
                <span>{t('dashboard.folders.title')}</span>
                {folders ? <span className="ap-group__count">{folders.length}</span> : null}
              </h2>
              {folders === null ? (
                foldersError ? (
                  <LoadError error={foldersError} onRetry={() => void refreshFolderList()} />
                ) : (
                  <FolderSkeleton />
                )
              ) : folders.length === 0 ? (
                <Text className="ap-group__empty">{t('dashboard.folders.empty')}</Text>
              ) : (
                <ul className="ap-fgrid">
                  {sortedFolders.map((folder) => (
                    <FolderTile
                      key={folder._id}
                      folder={folder}
                      actions={folderActions.actions}
                      onDropProject={(project, folderId) =>
                        void projectActions.actions.moveTo(project, folderId)
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          {filter !== 'folders' ? (
            board.loaded ? (
              <StatusGroups
                projects={board.projects}
                totals={board.totals}
                folderNames={names}
                actions={projectActions.actions}
              />
            ) : board.failed ? null : (
              <ListSkeleton label={t('dashboard.loading')} />
            )
          ) : null}
        </>
      )}
      {projectActions.dialogs}
      {folderActions.dialogs}
    </ScreenPage>
  );
}
