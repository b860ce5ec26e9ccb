import { useId } from 'react';
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { dispatch, useAppState } from '../../state/app-store.ts';
import { Modal } from './Modal.tsx';

/** "Analysis in progress": opened after a purchase starts the analysis; the user may close it. */
export function AnalysisModal() {
  const { t } = useTranslation();
  const open = useAppState((state) => state.ui.analysisModalOpen);
  const id = useId();
  const close = () => dispatch({ type: 'ui/analysisModal', open: false });
  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <div className="ap-dialog__body">
        <Flex alignItems="center" gap="0.75rem">
          <Loader size="large" aria-hidden="true" />
          <Heading level={2} id={`${id}-title`}>
            {t('analysisModal.title')}
          </Heading>
        </Flex>
        <Text id={`${id}-body`}>{t('analysisModal.body')}</Text>
        <div className="ap-dialog__actions">
          <Button variation="primary" onClick={close} autoFocus>
            {t('dialogs.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
