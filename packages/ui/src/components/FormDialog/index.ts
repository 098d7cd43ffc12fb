export type { FormDialogError, FormDialogProps, FormDialogSize } from './FormDialog';
export { DISCARD_CHANGES_MESSAGE, DISCARD_CHANGES_TITLE, FormDialog } from './FormDialog';
