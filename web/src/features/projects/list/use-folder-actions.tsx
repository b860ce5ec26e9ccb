import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@adpulse/shared/folders/index';
import { askConfirmation } from '../../../state/dialogs.ts';
import { reportFailure } from './action-errors.ts';
import { FolderNameDialog, type FolderNaming } from './FolderNameDialog.tsx';
import { folderDeleted } from './project-store.ts';
import { createFolder, deleteFolder, renameFolder } from './projects-api.ts';
import { changeCachedFolders } from './use-folders.ts';

export interface FolderActions {
  askCreate: () => void;
  askRename(folder: Folder): void;
  askDelete(folder: Folder): Promise<void>;
}

/** Creating, renaming and deleting folders; a deleted folder's projects go back to the list. */
export function useFolderActions({
  clientId,
  onRenamed,
  onDeleted,
  onNote,
}: {
  clientId: string;
  onNote: (text: string | null) => void;
  onRenamed?: (folder: Folder) => void;
  onDeleted?: (folder: Folder) => void;
}): { actions: FolderActions; dialogs: ReactNode } {
  const { t } = useTranslation();
  const [naming, setNaming] = useState<FolderNaming | null>(null);

  async function submit(request: FolderNaming, name: string) {
    onNote(null);
    try {
      if (request.mode === 'create') {
        const folder = await createFolder(clientId, name);
        await changeCachedFolders(clientId, (folders) => [...folders, folder]);
        onNote(t('dashboard.folders.created', { name: folder.name }));
      } else {
        const folder = await renameFolder(request.folderId, name);
        await changeCachedFolders(clientId, (folders) =>
          folders.map((candidate) => (candidate._id === folder._id ? folder : candidate)),
        );
        onRenamed?.(folder);
        onNote(t('dashboard.folders.renamed', { name: folder.name }));
      }
      setNaming(null);
    } catch (error) {
      reportFailure(error);
    }
  }

  async function askDelete(folder: Folder) {
    onNote(null);
    const confirmed = await askConfirmation({
      title: t('dashboard.folders.deleteTitle', { name: folder.name }),
      message: t('dashboard.folders.deleteMessage', { count: folder.projectCount }),
    });
    if (!confirmed) return;
    try {
      await deleteFolder(folder._id);
    } catch (error) {
      reportFailure(error);
      return;
    }
    folderDeleted(folder._id);
    void changeCachedFolders(clientId, (folders) =>
      folders.filter((candidate) => candidate._id !== folder._id),
    );
    onDeleted?.(folder);
    onNote(t('dashboard.folders.deleted', { name: folder.name }));
  }

  return {
    actions: {
      askCreate: () => setNaming({ mode: 'create' }),
      askRename: (folder) => setNaming({ mode: 'rename', folderId: folder._id, name: folder.name }),
      askDelete,
    },
    dialogs: <FolderNameDialog naming={naming} onSubmit={submit} onClose={() => setNaming(null)} />,
  };
}
