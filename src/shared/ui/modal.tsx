import { useEffect, useId, useRef, type ReactNode } from 'react';

type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; the dialog's own close button is always there too. */
  actions?: ReactNode;
  closeLabel: string;
  role?: 'dialog' | 'alertdialog';
  /**
   * A text to read (the campus regulations): focus starts on the title, so the dialog opens at
   * its top; the browser's choice, the first button, sits below the text on a short screen.
   */
  opensAtTop?: boolean;
  className?: string;
};

/**
 * A native <dialog> opened with showModal(): the browser makes the background inert, traps
 * focus, closes on Escape and returns focus to the opener. We only add the labelled heading.
 * An alert dialog (a message to read) focuses its title, so it opens at its top: on a short
 * screen (400% zoom) the browser's choice, the Close button at the bottom, scrolled the title
 * and the message out of view.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  closeLabel,
  role = 'dialog',
  opensAtTop = false,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const focusTitle = role === 'alertdialog' || opensAtTop;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (focusTitle) titleRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open, focusTitle]);

  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="modal__content">
          <h2
            id={titleId}
            ref={titleRef}
            className="modal__title"
            tabIndex={focusTitle ? -1 : undefined}
          >
            {title}
          </h2>
          <div className="modal__body">{children}</div>
          <div className="modal__actions">
            {actions}
            <button type="button" className="button button--secondary" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
