import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { ConflictPanel, type ConflictPanelProps } from '../ConflictPanel';
import { Dialog, type DialogProps } from '../Dialog';
import { footerMessage, form } from './FormDialog.css';

export type FormDialogSize = 'small' | 'medium' | 'large';

/** Why a save failed, e.g. `{ title: 'User not saved', message: 'Email is already in use' }`. */
export interface FormDialogError {
  /** A short heading above the message; leave it out when the message says it all. */
  title?: string;
  message: string;
}

interface FormDialogCommonProps {
  /** The heading and the dialog's accessible name, e.g. "Edit user". */
  title: string;
  /** Default true: screens usually mount the dialog only while it is open. */
  isOpen?: boolean;
  /**
   * Cancel, ×, Escape or a click outside, once any unsaved-changes question has been answered
   * with "Discard". Not called after a successful save: the screen closes the dialog itself.
   */
  onClose: () => void;
  /** Default "Save". */
  submitLabel?: string;
  /** The submit button's text while saving. Default "Saving...". */
  pendingLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /**
   * The save runs: the submit button is busy, Cancel and × are disabled, and neither Escape nor a
   * click outside closes the dialog, so a request is never left without its form.
   */
  isPending?: boolean;
  /** Disables the submit button; Enter in a field does not submit either. */
  isSubmitDisabled?: boolean;
  /**
   * A failed save. Shown once, as an alert right above the buttons where the eyes are after
   * pressing Save; the form stays open with everything typed.
   */
  error?: FormDialogError | null;
  /**
   * A save refused because someone else changed the record since the form opened: the conflict
   * panel shows above the buttons instead of an error (who, when, their values and yours, "Use
   * theirs" and "Save mine over theirs"), and Save waits until the admin has chosen.
   */
  conflict?: ConflictPanelProps | null;
  /**
   * The form differs from what it started with. Closing then asks "Discard unsaved changes?"
   * first; "Keep editing" (the default button) goes back to the form.
   */
  isDirty?: boolean;
  /** Default "medium". */
  size?: FormDialogSize;
  /** The fields. */
  children: ReactNode;
}

interface OwnFormProps {
  /**
   * Called when the form is submitted (the submit button, or Enter in a field), never while
   * pending or disabled. The default action is already prevented.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name when it should differ from the title. */
  formLabel?: string;
  formId?: never;
}

interface ChildFormProps {
  /**
   * The id of a `<form>` the children render themselves, for a form component that validates and
   * submits its own values (PlanForm). FormDialog then renders no form element (forms cannot
   * nest) and its submit button submits that form.
   */
  formId: string;
  onSubmit?: never;
  formLabel?: never;
}

export type FormDialogProps = FormDialogCommonProps & (OwnFormProps | ChildFormProps);

export const DISCARD_CHANGES_TITLE = 'Discard unsaved changes?';
export const DISCARD_CHANGES_MESSAGE = 'Your changes to this form will be lost.';

const DIALOG_SIZES: Record<FormDialogSize, DialogProps['size']> = {
  small: 'small',
  medium: 'standard',
  large: 'large',
};

const FIELD_SELECTOR =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';

/** Where typing starts: the first field that takes text or a choice, not a read-only one. */
const FIRST_FIELD_SELECTOR =
  'input:not([disabled]):not([readonly]):not([type="hidden"]):not([type="file"]), textarea:not([disabled]):not([readonly]), select:not([disabled])';

/**
 * The dialog of every create and edit form: the title, the fields in a `<form noValidate>`,
 * Cancel and a submit button in the footer (tied to the form; Enter in a field submits), a
 * failed save's message above them, no closing while the save runs, and a question before
 * unsaved changes are thrown away. Focus handling comes from react-aria through Dialog; the form
 * then starts on its first field.
 */
export function FormDialog(props: FormDialogProps) {
  const {
    title,
    isOpen = true,
    onClose,
    submitLabel = 'Save',
    pendingLabel = 'Saving...',
    cancelLabel = 'Cancel',
    isPending = false,
    isSubmitDisabled = false,
    error,
    conflict,
    isDirty = false,
    size = 'medium',
    children,
  } = props;
  const ownFormId = useId();
  const formId = props.formId ?? ownFormId;
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const [refocusRequest, setRefocusRequest] = useState(0);
  const lastFocusedField = useRef<HTMLElement | null>(null);

  // A dialog closed from outside (e.g. after a save) must not reopen with the question showing.
  useEffect(() => {
    if (!isOpen) setAskingToDiscard(false);
  }, [isOpen]);

  // Where the admin was in the form, wherever the form element comes from (ours or the children's).
  useEffect(() => {
    if (!isOpen) return;
    const remember = (event: globalThis.FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && document.getElementById(formId)?.contains(target)) {
        lastFocusedField.current = target;
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [isOpen, formId]);

  // A form opens on its first field, ready for typing (react-aria focuses the dialog itself), unless
  // something in it took focus on purpose. Not on a touch screen, where focusing a field would
  // raise the on-screen keyboard over the form before the admin has read it.
  useEffect(() => {
    if (!isOpen || window.matchMedia('(pointer: coarse)').matches) return;
    const frame = requestAnimationFrame(() => {
      const formElement = document.getElementById(formId);
      const dialogElement = formElement?.closest('[role="dialog"]');
      if (!formElement || document.activeElement !== dialogElement) return;
      formElement.querySelector<HTMLElement>(FIRST_FIELD_SELECTOR)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, formId]);

  // "Keep editing" puts the admin back where they were typing, not on the Cancel button that
  // react-aria would restore focus to. This runs after the question has gone, so react-aria
  // finds focus already placed and leaves it.
  useEffect(() => {
    if (refocusRequest === 0) return;
    const field = lastFocusedField.current;
    const target = field?.isConnected
      ? field
      : document.getElementById(formId)?.querySelector<HTMLElement>(FIELD_SELECTOR);
    target?.focus();
  }, [refocusRequest, formId]);

  const requestClose = () => {
    if (isPending) return;
    if (isDirty) setAskingToDiscard(true);
    else onClose();
  };

  const keepEditing = () => {
    setAskingToDiscard(false);
    setRefocusRequest((count) => count + 1);
  };

  const discard = () => {
    setAskingToDiscard(false);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles a submit up the component tree, portals included: a form in a popover or a
    // nested dialog is not this form, and submitting it must not save this one.
    if (event.target !== event.currentTarget) return;
    // Whatever submitted the form (a button, Enter, a screen's requestSubmit), never twice while
    // the save runs and never while Save is disabled.
    if (isPending || isSubmitDisabled || conflict) return;
    props.onSubmit?.(event);
  };

  return (
    <Dialog
      title={title}
      size={DIALOG_SIZES[size]}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
      isDismissable={!isPending}
      footer={
        <>
          {conflict ? (
            <div className={footerMessage}>
              <ConflictPanel {...conflict} isPending={conflict.isPending ?? isPending} />
            </div>
          ) : error ? (
            <div className={footerMessage}>
              <Banner tone="critical" title={error.title}>
                {error.message}
              </Banner>
            </div>
          ) : null}
          <Button variant="solid" tone="neutral" onPress={requestClose} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="solid"
            tone="brand"
            isPending={isPending && !conflict}
            pendingLabel={pendingLabel}
            isDisabled={isSubmitDisabled || Boolean(conflict)}
          >
            {submitLabel}
          </Button>
          {/* Inside the form dialog's tree, so react-aria nests its focus scope and Escape. */}
          <ConfirmDialog
            isOpen={isOpen && isAskingToDiscard}
            title={DISCARD_CHANGES_TITLE}
            question={DISCARD_CHANGES_MESSAGE}
            // A destructive question starts on its first button, "Keep editing".
            cancelLabel="Keep editing"
            confirmLabel="Discard"
            onCancel={keepEditing}
            onConfirm={discard}
          />
        </>
      }
    >
      {props.formId === undefined ? (
        <form id={formId} className={form} aria-label={props.formLabel ?? title} noValidate onSubmit={submit}>
          {children}
          {/*
            Enter in a field presses the form's default button: its first submit button. Browsers
            also count the footer's button (tied by the form attribute), but testing-library's
            user-event only looks inside the form, so the stories could not check Enter without
            this one. Hidden, out of the tab order, and disabled exactly when Save cannot submit.
          */}
          <button
            type="submit"
            hidden
            tabIndex={-1}
            disabled={isPending || isSubmitDisabled || Boolean(conflict)}
          />
        </form>
      ) : (
        children
      )}
    </Dialog>
  );
}
