import { Badge, Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus, ProjectSummary } from '@adpulse/shared/projects/index';
import { SimulatedTag } from '../../../components/SimulatedTag.tsx';
import { ProjectName } from './ProjectName.tsx';
import { dispatch } from '../../../state/app-store.ts';
import { useLanguage } from '../../../routing/use-language.ts';
import { cardDate, displayableThumbnail, formatDate, placeholderKind } from './card-facts.ts';
import { projectDragProps } from './drag.ts';
import { projectTarget } from './project-target.ts';
import { ThumbnailArt } from './ThumbnailArt.tsx';
import type { ProjectActions } from './use-project-actions.tsx';

const STATUS_BADGE: Record<ProjectStatus, 'warning' | 'info' | 'success'> = {
  pending: 'warning',
  active: 'info',
  closed: 'success',
};

/**
 * One project: picture (its first stimulus's thumbnail), name, type, status, date and folder;
 * the whole card opens it.
 */
export function ProjectCard({
  project,
  folderName,
  actions,
}: {
  project: ProjectSummary;
  folderName: string | null;
  actions: ProjectActions;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const target = projectTarget(project, lang);
  const thumbnail = project.thumbnailUrl ?? displayableThumbnail(project.thumbnail);
  const date = cardDate(project);
  const openAnalysisModal = () => {
    if (target.analysisInProgress) dispatch({ type: 'ui/analysisModal', open: true });
  };

  return (
    <article
      className="ap-pcard"
      data-status={project.status}
      data-project-id={project._id}
      {...projectDragProps(project)}
    >
      <div className="ap-pcard__thumb">
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" draggable={false} />
        ) : (
          <ThumbnailArt status={project.status} kind={placeholderKind(project)} />
        )}
      </div>
      <div className="ap-pcard__body">
        <h3 className="ap-pcard__title">
          <Link to={target.to} onClick={openAnalysisModal} className="ap-pcard__link" draggable={false}>
            <ProjectName name={project.name} />
          </Link>
        </h3>
        <div className="ap-pcard__badges">
          <Badge size="small" className="ap-pcard__type">
            {t(`dashboard.type.${project.type}`)}
          </Badge>
          <Badge size="small" variation={STATUS_BADGE[project.status]}>
            {t(`dashboard.status.${project.status}`)}
          </Badge>
          {project.simulated ? <SimulatedTag /> : null}
        </div>
        <p className="ap-pcard__date">
          <time dateTime={date.iso}>
            {t(date.kind === 'closed' ? 'dashboard.card.closed' : 'dashboard.card.created', {
              date: formatDate(date.iso, lang),
            })}
          </time>
        </p>
        {folderName ? (
          <p className="ap-pcard__folder">
            <FolderGlyph />
            <span>{t('dashboard.card.folder', { name: folderName })}</span>
          </p>
        ) : null}
      </div>
      <div className="ap-pcard__menu">
        <Menu
          menuAlign="end"
          trigger={
            <MenuButton
              size="small"
              variation="link"
              aria-label={t('dashboard.card.actions', { name: project.name })}
            >
              <DotsGlyph />
            </MenuButton>
          }
        >
          <MenuItem
            onClick={() => {
              openAnalysisModal();
              void navigate(target.to);
            }}
          >
            {t('dashboard.card.open')}
          </MenuItem>
          <MenuItem onClick={() => actions.askMove(project)}>{t('dashboard.card.move')}</MenuItem>
          {project.folder ? (
            <MenuItem onClick={() => void actions.moveTo(project, null)}>
              {t('dashboard.card.removeFromFolder')}
            </MenuItem>
          ) : null}
          {project.status !== 'active' ? (
            <MenuItem className="ap-menu-danger" onClick={() => void actions.askDelete(project)}>
              {t('dashboard.card.delete')}
            </MenuItem>
          ) : null}
        </Menu>
      </div>
    </article>
  );
}

export function FolderGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 6.5A1.5 1.5 0 0 1 4.5 5h5l2 2.5h8A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"
        fill="currentColor"
      />
    </svg>
  );
}

export function DotsGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}
