export type { IconPickerOption, IconPickerProps } from './IconPicker';
export { IconPicker } from './IconPicker';
