export type { FeaturePickerProps } from './FeaturePicker';
export { FeaturePicker } from './FeaturePicker';
