import { X } from 'lucide-react';
import { type ReactElement, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { revealedText } from '../UserText';
import {
  body,
  type DialogVariants,
  dialog,
  footer,
  header,
  modal,
  overlay,
  title as titleClass,
} from './Dialog.css';

export interface DialogProps extends DialogVariants {
  /** The dialog's heading, which is also its accessible name, e.g. "Edit plan". */
  title: string;
  /** The dialog's content, e.g. a form's fields. */
  children: ReactNode;
  /** Actions along the bottom. A function receives `close` for a Cancel button. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * The element that opens the dialog (usually a Button). With it, the dialog manages its own
   * open state; without it, pass `isOpen` and `onOpenChange`.
   */
  trigger?: ReactElement;
  /** Open (controlled): for dialogs opened by something other than a trigger, e.g. a row action. */
  isOpen?: boolean;
  /** The dialog asks to open or close (trigger, ×, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Escape and a click outside close it; turn off while a request runs. Default true. */
  isDismissable?: boolean;
  /** "alertdialog" for questions that interrupt, such as confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × in the corner (e.g. a confirmation that must be answered with its buttons). */
  hideCloseButton?: boolean;
  /** `small` for questions, `standard` for short forms, `large` for long ones; standard unless given. */
  size?: DialogVariants['size'];
}

/**
 * A modal dialog on react-aria's Modal and Dialog: focus moves into it and is held there, Escape
 * closes it, and focus returns to the element that opened it.
 */
export function Dialog({
  title,
  children,
  footer: footerContent,
  trigger,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  hideCloseButton = false,
  size,
}: DialogProps) {
  const content = (
    <ModalOverlay
      className={overlay}
      isOpen={trigger ? undefined : isOpen}
      onOpenChange={trigger ? undefined : onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={modal({ size })}>
        <AriaDialog role={role} className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleClass}>
                  {/* Titles often name a record ("Delete Maria Lopez"): a direction control in the name shows. */}
                  {revealedText(title)}
                </Heading>
                {hideCloseButton ? null : (
                  <IconButton
                    icon={<X />}
                    label="Close"
                    size="small"
                    onPress={close}
                    isDisabled={!isDismissable}
                  />
                )}
              </div>
              <DialogBody label={title}>{children}</DialogBody>
              {footerContent ? (
                <div className={footer}>
                  {typeof footerContent === 'function' ? footerContent(close) : footerContent}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return content;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {content}
    </DialogTrigger>
  );
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's content. When it is longer than the dialog and holds nothing the keyboard can reach
 * (a record's details), the body itself takes focus, so the arrow keys can scroll it.
 */
function DialogBody({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setNeedsFocus(element.scrollHeight > element.clientHeight + 1 && !element.querySelector(FOCUSABLE));
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return (
    <div
      ref={ref}
      className={body}
      {...(needsFocus ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
