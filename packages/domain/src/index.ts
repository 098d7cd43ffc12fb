// The public API of @aac/domain: every rule of DESIGN.md "Domain rules", one export a line.

export type {
  AnalyticsCard,
  AnalyticsRange,
} from './analytics';
export {
  ANALYTICS_CARDS,
  ANALYTICS_CHART_SERIES,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  DEVICE_LABELS,
  FIXED_ANALYTICS_TRENDS,
  formatRelativeTime,
  isAnalyticsRange,
  TRAFFIC_SOURCE_LABELS,
  trendDirection,
  trendText,
} from './analytics';
export type {
  CategoryColor,
  CategoryForm,
  CategoryIcon,
} from './blog';
export {
  authorDisplay,
  CATEGORY_COLORS,
  CATEGORY_ICONS,
  DEFAULT_AUTHOR_NAME,
  isCategoryColor,
  isCategoryIcon,
  NEW_CATEGORY_DEFAULTS,
  slugify,
} from './blog';
export type { BulkOutcome, BulkSubscriptionAction } from './bulk';
export { bulkActionApplies, bulkOutcome, bulkTargetStatus } from './bulk';
export type { CallTime, CallTimeDisplay } from './calls';
export { callInstant, callTimeDisplay, viewerTimeZone } from './calls';
export type {
  AgeRange,
  ChildStatus,
  CommunicationLevel,
} from './children';
export {
  AGE_RANGE_BOUNDS,
  AGE_RANGE_FILTERS,
  AGE_RANGES,
  ageInRange,
  CHILD_STATUS_FILTERS,
  CHILD_STATUSES,
  COMMUNICATION_LEVEL_FILTERS,
  COMMUNICATION_LEVELS,
  childAgeDisplay,
  childDisplayName,
  diagnosisDisplay,
  isAgeRange,
  NO_DIAGNOSIS,
  NOT_AVAILABLE,
} from './children';
export type { LimitState, TeamMemberRole } from './enterprise';
export {
  canAddTeamMember,
  DEFAULT_TEAM_MEMBER_ROLE,
  ENTERPRISE_SEARCH_DEBOUNCE_MS,
  enterpriseDateDisplay,
  enterpriseErrors,
  isValidEnterpriseLimit,
  LIMIT_STATE_LABELS,
  limitState,
  MAX_CHILDREN_LIMIT,
  NEW_ENTERPRISE_DEFAULTS,
  NEW_TEAM_MEMBER_DEFAULTS,
  TEAM_MEMBER_ROLES,
  teamFullReason,
  teamMemberErrors,
  usageLabel,
} from './enterprise';
export type {
  CatalogueFeature,
  FeatureCategory,
  SelectedFeatureItem,
  SelectedFeatures,
} from './features';
export {
  CATALOGUE_FEATURES,
  catalogueFeature,
  FEATURE_CATALOGUE,
  FEATURE_VALUE_MAX,
  FEATURE_VALUE_MIN,
  featureLabel,
  featuresForTier,
  formatFeatureValue,
  NO_FEATURES_SELECTED,
  parseNumericFeatureInput,
  readSelectedFeatures,
  searchFeatureCatalogue,
  selectedFeatureItems,
  selectedFeatureList,
  tierValues,
  toggleFeature,
  UNLIMITED,
  withNumericFeatureInput,
} from './features';
export type { CollectionName } from './limits';
export {
  COLLECTION_LIMITS,
  collectionFullMessage,
  TEAM_MEMBERS_MAX,
  UNPAGED_HISTORY_MAX,
  UNPAGED_POSTS_MAX,
} from './limits';
export type { MessageKey } from './messages';
export {
  ADMIN_DELETE_WARNING,
  BANNER_DURATION_MS,
  CONFIRMATIONS,
  confirmBulkDeleteSubscriptions,
  confirmDeleteAdmin,
  errorDeletingCategory,
  errorDeletingPlan,
  errorGeneratingStripeIds,
  errorSavingCategory,
  errorSavingPlan,
  MESSAGES,
  NO_PERMISSIONS_FOUND,
  permissionsEmptyHint,
  stripePlanSavedMessage,
  TOAST_DURATION_MS,
} from './messages';
export {
  parseDecimalInput,
  parseIntegerInput,
} from './numbers';
export type {
  ListPagination,
  PageRange,
  PageSize,
} from './pagination';
export {
  adminsSummary,
  BLOG_SUBSCRIPTIONS_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  isPageSize,
  listPagination,
  MAX_PAGE_NUMBERS_SHOWN,
  NO_ADMINS_FOUND,
  PAGE_SIZES,
  pageOf,
  pageOfSummary,
  pageRange,
  pageWindow,
  parsePageNumber,
  parsePageSize,
  resultsSummary,
  showsPaginationControls,
  totalPagesFor,
} from './pagination';
export { COMMON_PASSWORDS, passwordProblem } from './passwords';
export type {
  PlanKindFilter,
  PlanPreset,
  PlanType,
  PresetFields,
  ProviderIds,
  SubscriptionPlanForm,
} from './plans';
export {
  applyPreset,
  canGenerateProviderIds,
  DEFAULT_DISPLAY_ORDER,
  displayOrderOrDefault,
  isPlanType,
  isProviderConnected,
  limitLabel,
  matchesPlanKind,
  NEW_SUBSCRIPTION_PLAN_DEFAULTS,
  PLAN_KIND_FILTERS,
  PLAN_PRESETS,
  PLAN_TYPES,
  PROVIDER_IDS_EXIST_LABEL,
  PROVIDER_IDS_GENERATED_LABEL,
  planKindLabel,
  plansFoundLabel,
  providerConnectionLabel,
  providerIdDisplay,
  syncStatusLabel,
  UNLIMITED_LABEL,
} from './plans';
export type { NewPriceCheck } from './pricing';
export {
  CURRENCY,
  checkNewPrice,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatPercent,
  formatPercentChange,
  formatUsd,
  isYearlyPriceBlank,
  LOCALE,
  NEW_PRICE_REFUSED,
  PRICE_STEP,
  parseLimit,
  parsePrice,
  pricePerCycle,
  YEARLY_DISCOUNT_MAX,
  YEARLY_DISCOUNT_MIN,
  yearlyPrice,
  yearlyPriceText,
} from './pricing';
export type { ProgressTone } from './progress';
export {
  PROGRESS_CAUTION_FROM,
  PROGRESS_POSITIVE_FROM,
  progressBarPercent,
  progressTone,
} from './progress';
export type { SessionStorageKey } from './session';
export {
  ADMIN_LOGIN_PATH,
  LOGIN_PATH,
  SESSION_STORAGE_KEYS,
  TOKEN_EXPIRED_EVENT,
} from './session';
export type {
  NumericSetting,
  Settings,
  SettingsGroup,
  Timezone,
} from './settings';
export {
  NOTIFICATION_LABELS,
  numericSettingError,
  parseIntegerSetting,
  SETTINGS_DEFAULTS,
  SETTINGS_NUMBER_BOUNDS,
  SETTINGS_TABS,
  TIMEZONES,
} from './settings';
export type { SocialIcon } from './social';
export {
  isWebUrl,
  NEW_SOCIAL_LINK_DEFAULTS,
  parseSortOrder,
  SOCIAL_ICONS,
  socialLinkErrors,
} from './social';
export type {
  ActiveState,
  BlogPostStatus,
  BlogSubscriptionStatus,
  ContactMessageStatus,
  FilterOption,
  PaymentStatus,
  PayoutStatus,
  ReferralStatus,
  ScheduledCallStatus,
  SubscriptionActions,
  SubscriptionStatus,
  UserType,
} from './statuses';
export {
  ACTIVE_STATES,
  ACTIVE_STATUS_FILTERS,
  ADMIN_CANCELLATION_REASON,
  ADMIN_SETTABLE_BLOG_SUBSCRIPTION_STATUSES,
  activeLabel,
  activeStateOf,
  BLOG_POST_STATUS_FILTERS,
  BLOG_POST_STATUSES,
  BLOG_SUBSCRIPTION_STATUS_FILTERS,
  BLOG_SUBSCRIPTION_STATUSES,
  CONTACT_MESSAGE_STATUS_FILTERS,
  CONTACT_MESSAGE_STATUSES,
  callPurposeDisplay,
  canCompleteCall,
  canConfirmCall,
  canDecidePayout,
  canDeleteRole,
  canGrantRole,
  canManageAdmin,
  canRenameRole,
  childDeletionConsequence,
  DEFAULT_CALL_PURPOSE,
  displayMessageStatus,
  displayPaymentStatus,
  FREE_PLAN_TYPE,
  hasPaidPlan,
  MESSAGE_PREVIEW_LENGTH,
  messagePreview,
  NEW_POST_STATUS,
  PAYMENT_STATUS_FILTERS,
  PAYMENT_STATUSES,
  PAYOUT_STATUS_FILTERS,
  PAYOUT_STATUSES,
  PERMISSION_CATEGORY_ALL_LABEL,
  PERMISSION_STATUS_LABEL,
  type PermissionHolder,
  permissionCategoryDisplay,
  permissionsNotHeld,
  REFERRAL_STATUS_FILTERS,
  REFERRAL_STATUSES,
  replyMailtoHref,
  replySubject,
  roleDisplay,
  SCHEDULED_CALL_STATUS_FILTERS,
  SCHEDULED_CALL_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUPER_ADMIN_ROLE,
  statusAfterOpening,
  statusLabel,
  subscriptionActions,
  subscriptionConsequence,
  toggledPostStatus,
  USER_STATUS_FILTERS,
  USER_TYPE_FILTERS,
  USER_TYPES,
  userDeletionConsequence,
} from './statuses';
export { STORED_HTML_POLICY, storedPlainText } from './storedHtml';
export type {
  SupportActionType,
  SupportIconName,
  SupportTab,
} from './support';
export {
  matchesSupportSearch,
  NO_CONTENT_FOUND,
  SUPPORT_ACTION_TYPES,
  SUPPORT_ICON_NAMES,
  SUPPORT_ITEM_DEFAULTS,
  SUPPORT_TABS,
  supportItemErrors,
} from './support';
export type { ShownWithMore } from './text';
export {
  addTagIfAbsent,
  CATEGORY_SUGGESTIONS_SHOWN,
  ELLIPSIS,
  EXCERPT_MAX_LENGTH,
  excerptFromHtml,
  excerptToSave,
  formatTags,
  htmlToPlainText,
  LIST_PREVIEW_LENGTH,
  listPreview,
  moreLabel,
  PLAN_FEATURES_SHOWN,
  parseTags,
  TAGS_SHOWN,
  takeWithMore,
} from './text';
