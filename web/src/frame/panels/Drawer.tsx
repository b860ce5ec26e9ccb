import { useId, type ReactNode } from 'react';
import { Button, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../dialogs/Modal.tsx';

/** A side panel over the page (modal: Escape or the close button or a click outside closes it). */
export function Drawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} variant="drawer">
      <div className="ap-drawer__header">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        <Button size="small" variation="link" onClick={onClose}>
          {t('dialogs.close')}
        </Button>
      </div>
      <div className="ap-drawer__content">{children}</div>
    </Modal>
  );
}
