import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to where it was when it opened.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  role,
  variant = 'dialog',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  variant?: 'dialog' | 'drawer';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? 'ap-dialog ap-drawer' : 'ap-dialog'}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself: close, like Escape.
        if (event.target === event.currentTarget && variant === 'drawer') onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
