import { Suspense, lazy, useId, useState, type ComponentType } from 'react';
import { Button, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Modal } from '../../../frame/dialogs/Modal.tsx';

export interface DialogContentProps {
  close: () => void;
}

/**
 * A button that opens a dialog whose content loads on first use, so a screen showing the
 * button (the dashboard) does not carry the form's code.
 */
export function DialogButton({
  label,
  title,
  intro,
  load,
  variation,
}: {
  label: string;
  title: string;
  intro: string;
  load: () => Promise<{ default: ComponentType<DialogContentProps> }>;
  variation?: 'primary';
}) {
  const [open, setOpen] = useState(false);
  const [Content] = useState(() => lazy(load));
  const id = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variation={variation} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={close} labelledBy={`${id}-title`} describedBy={`${id}-intro`}>
        <div className="ap-dialog__body ap-wizard-dialog">
          <Heading level={2} id={`${id}-title`}>
            {title}
          </Heading>
          <Text id={`${id}-intro`}>{intro}</Text>
          <Suspense fallback={<Loader aria-hidden="true" />}>
            <Content close={close} />
          </Suspense>
        </div>
      </Modal>
    </>
  );
}
