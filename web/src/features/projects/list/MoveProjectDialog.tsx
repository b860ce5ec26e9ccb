import { useId, useState, type FormEvent } from 'react';
import { Button, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@adpulse/shared/folders/index';
import type { ProjectSummary } from '@adpulse/shared/projects/index';
import { Modal } from '../../../frame/dialogs/Modal.tsx';
import { useLanguage } from '../../../routing/use-language.ts';
import { sortFolders } from './list-options.ts';

const NO_FOLDER = '';

/** "Move to folder…": the keyboard way to do what dragging a card onto a folder does. */
export function MoveProjectDialog({
  project,
  folders,
  onMove,
  onClose,
}: {
  project: ProjectSummary | null;
  folders: readonly Folder[] | null;
  onMove: (project: ProjectSummary, folderId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal open={project !== null} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      {project ? (
        <MoveForm
          key={project._id}
          titleId={`${id}-title`}
          bodyId={`${id}-body`}
          project={project}
          folders={folders}
          onMove={onMove}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function MoveForm({
  titleId,
  bodyId,
  project,
  folders,
  onMove,
  onClose,
}: {
  titleId: string;
  bodyId: string;
  project: ProjectSummary;
  folders: readonly Folder[] | null;
  onMove: (project: ProjectSummary, folderId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const choices = sortFolders(folders ?? [], 'alphabetical', lang);
  const firstOther = choices.find((folder) => folder._id !== project.folder)?._id ?? NO_FOLDER;
  const [choice, setChoice] = useState(firstOther);
  const [busy, setBusy] = useState(false);
  const unchanged = (choice || null) === project.folder;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    setBusy(true);
    try {
      await onMove(project, choice || null);
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    <form className="ap-dialog__body" onSubmit={(event) => void submit(event)} noValidate>
      <Heading level={2} id={titleId}>
        {t('dashboard.move.title', { name: project.name })}
      </Heading>
      {choices.length === 0 ? (
        <Text id={bodyId}>{t('dashboard.move.noFolders')}</Text>
      ) : (
        <span id={bodyId} hidden />
      )}
      <SelectField
        label={t('dashboard.move.folder')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {choices.map((folder) => (
          <option key={folder._id} value={folder._id}>
            {folder.name}
          </option>
        ))}
        <option value={NO_FOLDER}>{t('dashboard.move.none')}</option>
      </SelectField>
      <div className="ap-dialog__actions">
        <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
        <Button
          type="submit"
          variation="primary"
          isDisabled={unchanged}
          isLoading={busy}
          loadingText={t('dashboard.move.moving')}
        >
          {t('dashboard.move.submit')}
        </Button>
      </div>
    </form>
  );
}
