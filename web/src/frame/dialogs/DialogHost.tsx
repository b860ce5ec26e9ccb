import { useId } from 'react';
import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { answerConfirmation } from '../../state/dialogs.ts';
import type { DialogText } from '../../state/app-state.ts';
import { Modal } from './Modal.tsx';

function MessageDialog({
  dialog,
  fallbackTitle,
  role,
  onClose,
}: {
  dialog: DialogText | null;
  fallbackTitle: string;
  role: 'dialog' | 'alertdialog';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal
      open={dialog !== null}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      role={role}
    >
      <div className="ap-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          {dialog?.title ?? fallbackTitle}
        </Heading>
        <Text id={`${id}-body`}>{dialog?.message}</Text>
        <div className="ap-dialog__actions">
          <Button variation="primary" onClick={onClose} autoFocus>
            {t('dialogs.ok')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** The error, confirm and success dialogs, driven by the store; navigation resets them. */
export function DialogHost() {
  const { t } = useTranslation();
  const { error, confirm, success } = useAppState((state) => state.dialogs);
  const confirmId = useId();
  return (
    <>
      <MessageDialog
        dialog={error}
        role="alertdialog"
        fallbackTitle={t('errors.defaultTitle')}
        onClose={() => dispatch({ type: 'dialogs/close', kind: 'error' })}
      />
      <MessageDialog
        dialog={success}
        role="dialog"
        fallbackTitle={t('success.title')}
        onClose={() => dispatch({ type: 'dialogs/close', kind: 'success' })}
      />
      <Modal
        open={confirm !== null}
        onClose={() => confirm && answerConfirmation(confirm.id, false)}
        labelledBy={`${confirmId}-title`}
        describedBy={`${confirmId}-body`}
        role="alertdialog"
      >
        <div className="ap-dialog__body">
          <Heading level={2} id={`${confirmId}-title`}>
            {confirm?.title ?? t('dialogs.confirmTitle')}
          </Heading>
          <Text id={`${confirmId}-body`}>{confirm?.message}</Text>
          <div className="ap-dialog__actions">
            <Button onClick={() => confirm && answerConfirmation(confirm.id, false)} autoFocus>
              {t('dialogs.cancel')}
            </Button>
            <Button variation="primary" onClick={() => confirm && answerConfirmation(confirm.id, true)}>
              {t('dialogs.confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
