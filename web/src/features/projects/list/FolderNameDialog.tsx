import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { createFolderRequestSchema, type CreateFolderRequest } from '@adpulse/shared/folders/index';
import { Modal } from '../../../frame/dialogs/Modal.tsx';
import { fieldMessage } from '../../../i18n/i18n.ts';

export type FolderNaming = { mode: 'create' } | { mode: 'rename'; folderId: string; name: string };

/** Creates a folder or renames one: the name checked with the API's own schema. */
export function FolderNameDialog({
  naming,
  onSubmit,
  onClose,
}: {
  naming: FolderNaming | null;
  onSubmit: (naming: FolderNaming, name: string) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal open={naming !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {naming ? (
        <NameForm
          key={naming.mode === 'rename' ? naming.folderId : 'new'}
          titleId={`${id}-title`}
          naming={naming}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function NameForm({
  titleId,
  naming,
  onSubmit,
  onClose,
}: {
  titleId: string;
  naming: FolderNaming;
  onSubmit: (naming: FolderNaming, name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateFolderRequest>({
    resolver: zodResolver(createFolderRequestSchema),
    defaultValues: { name: naming.mode === 'rename' ? naming.name : '' },
  });
  const message = errors.name?.message;

  return (
    <form
      className="ap-dialog__body"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(naming, values.name))(event)}
    >
      <Heading level={2} id={titleId}>
        {naming.mode === 'rename'
          ? t('dashboard.folders.renameTitle', { name: naming.name })
          : t('dashboard.folders.createTitle')}
      </Heading>
      <TextField
        label={t('dashboard.folders.name')}
        autoComplete="off"
        autoFocus
        isRequired
        hasError={message !== undefined}
        errorMessage={message ? fieldMessage(message, 'dashboard.folders.name') : undefined}
        {...register('name')}
      />
      <div className="ap-dialog__actions">
        <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
        <Button
          type="submit"
          variation="primary"
          isLoading={isSubmitting}
          loadingText={t('dashboard.folders.saving')}
        >
          {naming.mode === 'rename' ? t('dashboard.folders.save') : t('dashboard.folders.create')}
        </Button>
      </div>
    </form>
  );
}
