import { useId, type ReactNode } from 'react';
import { Heading, Text } from '@aws-amplify/ui-react';
import { Modal } from '../../frame/dialogs/Modal.tsx';

/** A form in a modal (create or edit): Escape or Cancel closes it, focus returns where it was. */
export function FormDialog({
  open,
  title,
  intro,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  intro?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={intro ? `${id}-intro` : undefined}
    >
      <div className="ap-dialog__body ap-acc-dialog">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        {intro ? (
          <Text id={`${id}-intro`} className="ap-acc-muted">
            {intro}
          </Text>
        ) : null}
        {children}
      </div>
    </Modal>
  );
}
