import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@adpulse/shared/folders/index';
import { useLanguage } from '../../../routing/use-language.ts';
import { useProjectDrop, type DraggedProject } from './drag.ts';
import { FolderGlyph } from './ProjectCard.tsx';
import { folderPath } from './FolderTile.tsx';

function RailItem({
  to,
  label,
  count,
  testId,
  onDrop,
}: {
  to: string;
  label: string;
  count?: number;
  testId: string;
  onDrop: (project: DraggedProject) => void;
}) {
  const drop = useProjectDrop(onDrop);
  return (
    <li
      className={drop.over ? 'ap-rail__item ap-rail__item--over' : 'ap-rail__item'}
      data-drop={testId}
      {...drop.props}
    >
      <Link to={to} draggable={false}>
        <FolderGlyph />
        <span className="ap-rail__name">{label}</span>
        {count !== undefined ? <span className="ap-rail__count">{count}</span> : null}
      </Link>
    </li>
  );
}

/**
 * The folders as drop targets beside a project list (projects and folder screens); on a folder's
 * screen the first target is the project list itself, which takes a project out of the folder.
 */
export function FolderRail({
  folders,
  currentFolderId,
  onDropProject,
}: {
  folders: readonly Folder[];
  currentFolderId?: string;
  onDropProject: (project: DraggedProject, folderId: string | null) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const others = folders.filter((folder) => folder._id !== currentFolderId);
  if (others.length === 0 && !currentFolderId) return null;
  return (
    <nav className="ap-rail" aria-labelledby="folder-rail-title">
      <p className="ap-rail__title" id="folder-rail-title">
        {t('dashboard.folders.rail')}
      </p>
      <ul>
        {currentFolderId ? (
          <RailItem
            to={`/${lang}/projects`}
            label={t('dashboard.folder.backToList')}
            testId="list"
            onDrop={(project) => onDropProject(project, null)}
          />
        ) : null}
        {others.map((folder) => (
          <RailItem
            key={folder._id}
            to={folderPath(lang, folder._id)}
            label={folder.name}
            count={folder.projectCount}
            testId={folder._id}
            onDrop={(project) => onDropProject(project, folder._id)}
          />
        ))}
      </ul>
    </nav>
  );
}
