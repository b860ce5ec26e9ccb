import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@adpulse/shared/folders/index';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import { askConfirmation } from '../../../state/dialogs.ts';
import { reportFailure } from './action-errors.ts';
import type { DraggedProject } from './drag.ts';
import { MoveProjectDialog } from './MoveProjectDialog.tsx';
import { projectDeleted, projectMoved } from './project-store.ts';
import { deleteProject, moveProject } from './projects-api.ts';
import { refreshFolders } from './use-folders.ts';

export type MovableProject = Pick<ProjectSummary, '_id' | 'name' | 'folder' | 'status'>;

export interface ProjectActions {
  askMove(project: ProjectSummary): void;
  moveTo(project: MovableProject | DraggedProject, folderId: string | null): Promise<void>;
  askDelete(project: ProjectSummary): Promise<void>;
}

/** How a screen hears about a project that changed: its new folder, or null when it was deleted. */
export type ProjectChanged = (projectId: string, change: { folder: string | null } | null) => void;

/**
 * Moving and deleting projects, the same on every list screen: the API call, then the stored
 * dashboard list, the cached folder counts and the screen's own list follow; a failure shows
 * the error dialog in the user's language.
 */
export function useProjectActions({
  clientId,
  folders,
  onChanged,
  onNote,
}: {
  clientId: string;
  folders: readonly Folder[] | null;
  onChanged?: ProjectChanged;
  /** What the action did, for the screen's status line (null when a new action starts). */
  onNote: (text: string | null) => void;
}): { actions: ProjectActions; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<ProjectSummary | null>(null);

  const folderName = (folderId: string) => folders?.find((folder) => folder._id === folderId)?.name ?? '';

  async function moveTo(project: MovableProject, folderId: string | null) {
    if (project.folder === folderId) return;
    onNote(null);
    try {
      await moveProject(project, folderId);
    } catch (error) {
      reportFailure(error);
      return;
    }
    projectMoved(project._id, folderId);
    onChanged?.(project._id, { folder: folderId });
    void refreshFolders(clientId);
    onNote(
      folderId
        ? t('dashboard.move.moved', { name: project.name, folder: folderName(folderId) })
        : t('dashboard.move.movedOut', { name: project.name }),
    );
  }

  async function askDelete(project: ProjectSummary) {
    onNote(null);
    const confirmed = await askConfirmation({
      title: t('dashboard.deleteProject.title'),
      message: t('dashboard.deleteProject.message', { name: project.name }),
    });
    if (!confirmed) return;
    try {
      await deleteProject(project._id);
    } catch (error) {
      reportFailure(error);
      return;
    }
    projectDeleted(project);
    onChanged?.(project._id, null);
    if (project.folder) void refreshFolders(clientId);
    onNote(t('dashboard.deleteProject.done', { name: project.name }));
  }

  const dialogs = (
    <MoveProjectDialog project={moving} folders={folders} onMove={moveTo} onClose={() => setMoving(null)} />
  );
  return { actions: { askMove: setMoving, moveTo, askDelete }, dialogs };
}
