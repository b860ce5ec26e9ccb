import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@adpulse/shared/folders/index';
import { useLanguage } from '../../../routing/use-language.ts';
import { useProjectDrop, type DraggedProject } from './drag.ts';
import { DotsGlyph } from './ProjectCard.tsx';
import type { FolderActions } from './use-folder-actions.tsx';

export const folderPath = (lang: string, folderId: string) =>
  `/${lang}/folder/${encodeURIComponent(folderId)}`;

/** A folder on the dashboard: opens the folder, takes dropped project cards, has its own menu. */
export function FolderTile({
  folder,
  actions,
  onDropProject,
}: {
  folder: Folder;
  actions: FolderActions;
  onDropProject: (project: DraggedProject, folderId: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const drop = useProjectDrop((project) => onDropProject(project, folder._id));

  return (
    <li
      className={drop.over ? 'ap-ftile ap-ftile--over' : 'ap-ftile'}
      data-folder-id={folder._id}
      {...drop.props}
    >
      <span className="ap-ftile__icon" aria-hidden="true">
        <svg viewBox="0 0 48 40" width="44" height="36" focusable="false">
          <path
            d="M2 6a4 4 0 0 1 4-4h12l5 5h19a4 4 0 0 1 4 4v23a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z"
            fill="#c4b5fd"
          />
          <path d="M2 13a4 4 0 0 1 4-4h36a4 4 0 0 1 4 4v21a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#8b5cf6" />
        </svg>
      </span>
      <span className="ap-ftile__text">
        <Link
          to={folderPath(lang, folder._id)}
          className="ap-ftile__link"
          title={folder.name}
          draggable={false}
        >
          {folder.name}
        </Link>
        <span className="ap-ftile__count">
          {t('dashboard.folders.projects', { count: folder.projectCount })}
        </span>
      </span>
      <span className="ap-ftile__menu">
        <Menu
          menuAlign="end"
          trigger={
            <MenuButton
              size="small"
              variation="link"
              aria-label={t('dashboard.folders.actions', { name: folder.name })}
            >
              <DotsGlyph />
            </MenuButton>
          }
        >
          <MenuItem onClick={() => void navigate(folderPath(lang, folder._id))}>
            {t('dashboard.folders.open')}
          </MenuItem>
          {/* Renaming and deleting only where the API allows them (folder.canChange). */}
          {folder.canChange ? (
            <MenuItem onClick={() => actions.askRename(folder)}>{t('dashboard.folders.rename')}</MenuItem>
          ) : null}
          {folder.canChange ? (
            <MenuItem className="ap-menu-danger" onClick={() => void actions.askDelete(folder)}>
              {t('dashboard.folders.delete')}
            </MenuItem>
          ) : null}
        </Menu>
      </span>
      {drop.over ? (
        <span className="ap-ftile__drop" aria-hidden="true">
          {t('dashboard.folders.drop', { name: folder.name })}
        </span>
      ) : null}
    </li>
  );
}
