export { fieldDescription, fieldError, fieldLabel, fieldRoot, inputBox } from './Field.css';
export { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
