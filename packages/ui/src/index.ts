// The app fixes react-aria's locale (labels, announcements, direction) to its own language.
export { I18nProvider } from 'react-aria-components';
export type { ActionMenuItem, ActionMenuProps } from './components/ActionMenu';
export { ActionMenu } from './components/ActionMenu';
export type {
  AppShellProps,
  LinkRouterProps,
  NavigationItem,
  NavigationLinkProps,
} from './components/AppShell';
export { AppShell, currentItemHref, LinkRouter } from './components/AppShell';
export type { AvatarProps } from './components/Avatar';
export { Avatar } from './components/Avatar';
export type { BadgeProps, BadgeTone, BadgeVariants, NewBadgeProps } from './components/Badge';
export { Badge, NewBadge, standardBadgeHeight } from './components/Badge';
export type { BannerProps, BannerTone } from './components/Banner';
export { Banner } from './components/Banner';
export type { BrandIconProps, BrandName } from './components/BrandIcon';
export { BRAND_NAMES, BrandIcon } from './components/BrandIcon';
export type { BulkActionBarProps, ResourceName } from './components/BulkActionBar';
export { BulkActionBar } from './components/BulkActionBar';
export type { ButtonProps, ButtonVariants, PlainButtonProps } from './components/Button';
export { Button, PlainButton } from './components/Button';
export type { CardProps } from './components/Card';
export { Card } from './components/Card';
export type { ChartPoint, ChartProps, ChartSeries } from './components/Chart';
export { LazyChart } from './components/Chart';
export type { CheckboxProps } from './components/Checkbox';
export { Checkbox } from './components/Checkbox';
export type { ColorSwatchProps, SwatchColor } from './components/ColorSwatch';
export { ColorSwatch, SWATCH_COLORS } from './components/ColorSwatch';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConflictField, ConflictPanelProps } from './components/ConflictPanel';
export { ConflictPanel, conflictHeading } from './components/ConflictPanel';
export type {
  ClientPagination,
  DataTableColumnMeta,
  DataTableColumns,
  DataTableEmptyState,
  DataTableFeatures,
  DataTableProps,
  RowAction,
  RowActions,
  ServerPagination,
  VirtualizeOptions,
} from './components/DataTable';
export {
  createDataTableColumnHelper,
  DataTable,
  dataTableFeatures,
  defineRowActions,
} from './components/DataTable';
export type { DescriptionItem, DescriptionListProps } from './components/DescriptionList';
export { DescriptionList } from './components/DescriptionList';
export type { DialogProps } from './components/Dialog';
export { Dialog } from './components/Dialog';
export type { EmptyStateProps } from './components/EmptyState';
export { EmptyState } from './components/EmptyState';
export type { FeaturePickerProps } from './components/FeaturePicker';
export { FeaturePicker } from './components/FeaturePicker';
export type { FilterBarProps } from './components/FilterBar';
export { FilterBar } from './components/FilterBar';
export type { FormDialogError, FormDialogProps, FormDialogSize } from './components/FormDialog';
export { DISCARD_CHANGES_MESSAGE, DISCARD_CHANGES_TITLE, FormDialog } from './components/FormDialog';
export type { FormGridProps } from './components/FormGrid';
export { FormGrid, FormGridFullRow } from './components/FormGrid';
export type { IconButtonProps } from './components/IconButton';
export { IconButton } from './components/IconButton';
export type { IconPickerOption, IconPickerProps } from './components/IconPicker';
export { IconPicker } from './components/IconPicker';
export type { LinkButtonProps } from './components/LinkButton';
export { LinkButton } from './components/LinkButton';
export type { NumberFieldProps } from './components/NumberField';
export { NumberField } from './components/NumberField';
export type { PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { PageRequest, PaginationBarProps, PaginationSummary } from './components/PaginationBar';
export { PaginationBar } from './components/PaginationBar';
export type { PasswordFieldProps } from './components/PasswordField';
export { PasswordField } from './components/PasswordField';
export type {
  PlanFormActionsProps,
  PlanFormDialogProps,
  PlanFormErrors,
  PlanFormInitialValues,
  PlanFormMode,
  PlanFormProps,
  PlanFormVariant,
  StripePlanFormProps,
  StripePlanFormValues,
  SubscriptionPlanFormProps,
  SubscriptionPlanFormValues,
} from './components/PlanForm';
export {
  PlanForm,
  PlanFormActions,
  PlanFormDialog,
  PRICE_CHANGE_HINT,
  PROVIDER_SYNC_NOTICE,
  planFormTitle,
} from './components/PlanForm';
export type { ProgressBarProps } from './components/ProgressBar';
export { ProgressBar } from './components/ProgressBar';
export type { RelativeTimeProps } from './components/RelativeTime';
export { RelativeTime } from './components/RelativeTime';
export type { RichTextEditorMode, RichTextEditorProps, SafeHtmlProps } from './components/RichTextEditor';
export { LazyRichTextEditor, LazySafeHtml } from './components/RichTextEditor';
export type { SearchFieldProps } from './components/SearchField';
export { DEFAULT_SEARCH_DEBOUNCE_MS, SearchField } from './components/SearchField';
export type { SelectOption, SelectProps } from './components/Select';
export { Select } from './components/Select';
export type { SkeletonProps } from './components/Skeleton';
export { Skeleton } from './components/Skeleton';
export type { SpinnerProps } from './components/Spinner';
export { Spinner } from './components/Spinner';
export type { StackProps } from './components/Stack';
export { Stack } from './components/Stack';
export type { StatCardProps, StatTrend, TrendDirection } from './components/StatCard';
export { StatCard } from './components/StatCard';
export type { StatusBadgeButtonProps, StatusBadgeProps } from './components/StatusBadge';
export {
  DEFAULT_STATUS_TONES,
  StatusBadge,
  StatusBadgeButton,
  StatusBadgeSkeleton,
} from './components/StatusBadge';
export type { StickyActionBarProps } from './components/StickyActionBar';
export { StickyActionBar } from './components/StickyActionBar';
export type { SwitchProps } from './components/Switch';
export { Switch } from './components/Switch';
export type {
  DateCellProps,
  MissingValueProps,
  MoneyCellProps,
  NameCellProps,
  NameCellSkeletonProps,
  TagsCellProps,
  TextCellProps,
} from './components/TableCells';
export {
  DateCell,
  MissingValue,
  MoneyCell,
  NameCell,
  NameCellSkeleton,
  TagsCell,
  TextCell,
} from './components/TableCells';
export type { TabItem, TabsProps } from './components/Tabs';
export { Tabs } from './components/Tabs';
export type { TagListProps } from './components/TagList';
export { TagList } from './components/TagList';
export type { TextAreaProps } from './components/TextArea';
export { TextArea } from './components/TextArea';
export type { TextFieldProps } from './components/TextField';
export { FieldDescription, FieldErrorText, FieldLabel, TextField } from './components/TextField';
export type { ColourMode, ThemeSwitchProps } from './components/ThemeSwitch';
export { ThemeSwitch } from './components/ThemeSwitch';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast';
export { ToastProvider, useToast } from './components/Toast';
export type { UserTextProps } from './components/UserText';
export { revealedText, UserText } from './components/UserText';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
export { VisuallyHidden, visuallyHidden } from './components/VisuallyHidden';
export type {
  GroupSelectionState,
  RowSelection,
  SelectionMode,
  UseSelectionOptions,
} from './hooks/useSelection';
export { useSelection } from './hooks/useSelection';
export { type LazyPart, lazyPart } from './lazyPart';
export { preloadInteractiveParts } from './preloadParts';
export * from './theme';
