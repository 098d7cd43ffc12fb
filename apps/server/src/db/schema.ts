import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * The tables of migrations/0001_initial.ts as Kysely sees them. `numeric` columns arrive as
 * numbers and `date` columns as 'YYYY-MM-DD' strings (see database.ts for the type parsers).
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** Set by the database: 1 on insert, raised by a trigger on change (a statement may raise it too). */
type Version = ColumnType<number, never, number>;

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  user_type: 'parent' | 'therapist' | 'educator' | 'admin';
  is_active: Generated<boolean>;
  plan_type: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

/** Users per type and state, kept by triggers (migration 0006_user_counts). */
export interface UserCountsTable {
  user_type: UsersTable['user_type'];
  is_active: boolean;
  /** bigint, read as a number (see database.ts). */
  total: number;
}

export type SubscriptionStatus = 'active' | 'cancel_at_period_end' | 'canceled';

export interface UserSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_type: string;
  status: SubscriptionStatus;
  current_period_end: Timestamp;
  canceled_at: Timestamp | null;
  cancel_reason: string | null;
  provider_subscription_id: string | null;
  /** When Stripe created the last event applied to this subscription (migration 0012). */
  provider_event_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface EnterprisesTable {
  id: Generated<number>;
  name: string;
  email: string;
  contact_person: string;
  phone: string | null;
  max_children: Generated<number>;
  max_team_members: Generated<number>;
  is_active: Generated<boolean>;
  subscription_plan: Generated<string>;
  billing_address: string | null;
  notes: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface TeamMembersTable {
  id: Generated<number>;
  enterprise_id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Generated<'teacher' | 'coordinator' | 'admin'>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export type ChildStatus = 'active' | 'inactive' | 'archived';
export type CommunicationLevel = 'beginner' | 'intermediate' | 'advanced';

export interface ChildrenTable {
  id: Generated<number>;
  parent_id: number;
  enterprise_id: number | null;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  date_of_birth: string | null;
  diagnosis: string | null;
  communication_level: CommunicationLevel;
  status: Generated<ChildStatus>;
  recent_progress: Generated<number>;
  active_goals: Generated<number>;
  completed_goals: Generated<number>;
  total_sessions: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  transaction_id: string;
  amount: number;
  status: string;
  created_at: CreatedAt;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  content: Generated<string>;
  excerpt: Generated<string>;
  tags: Generated<string[]>;
  status: Generated<'draft' | 'published'>;
  featured_image: string | null;
  author_name: string | null;
  author_admin_id: number | null;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface BlogCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  color: Generated<string>;
  icon: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  status: Generated<'active' | 'unsubscribed' | 'bounced'>;
  subscribed_at: CreatedAt;
  unsubscribed_at: Timestamp | null;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface ReferralsTable {
  id: Generated<number>;
  referrer_user_id: number | null;
  referred_user_id: number | null;
  referrer_email: string;
  referred_email: string;
  commission_amount: number;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: CreatedAt;
}

export interface ReferralPayoutsTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  amount: number;
  status: Generated<'pending' | 'approved' | 'rejected' | 'paid'>;
  decided_at: Timestamp | null;
  decided_by_admin_id: number | null;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface AnalyticsSessionsTable {
  id: Generated<number>;
  user_id: number | null;
  device: 'desktop' | 'mobile' | 'tablet';
  traffic_source: 'direct' | 'organic' | 'social' | 'referral';
  converted: Generated<boolean>;
  started_at: Timestamp;
}

export interface AnalyticsPageViewsTable {
  id: Generated<number>;
  session_id: number | null;
  url: string;
  viewed_at: Timestamp;
}

export interface UserActivityTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  action: string;
  occurred_at: Timestamp;
}

export type SettingsGroup = 'general' | 'security' | 'email' | 'notifications' | 'integrations';

export interface SettingsTable {
  group_name: SettingsGroup;
  values: Json<Record<string, unknown>>;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: Generated<string>;
  message: Generated<string>;
  status: Generated<string>;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export type SupportTab = 'categories' | 'articles' | 'videos' | 'options' | 'community';

export interface SupportItemsTable {
  id: Generated<number>;
  tab: SupportTab;
  key: string | null;
  title: string;
  description: string | null;
  icon: string | null;
  color_gradient: string | null;
  article_count: Generated<number>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
  content: string | null;
  excerpt: string | null;
  category_key: string | null;
  views: Generated<number>;
  read_time: Generated<number>;
  is_featured: Generated<boolean>;
  is_published: Generated<boolean>;
  video_url: string | null;
  thumbnail_url: string | null;
  duration_minutes: Generated<number>;
  action_text: string | null;
  action_type: Generated<'link' | 'action'>;
  action_value: string | null;
  color: Generated<string>;
  link_text: string | null;
  link_url: string | null;
  member_count: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface SocialLinksTable {
  id: Generated<number>;
  platform: string;
  url: string;
  icon: string | null;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface ScheduledCallsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  preferred_date: string;
  preferred_time: string;
  timezone: Generated<string>;
  call_duration: Generated<number>;
  call_purpose: string | null;
  status: Generated<'pending' | 'confirmed' | 'completed' | 'cancelled'>;
  admin_notes: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  plan_key: string;
  plan_type: Generated<'free' | 'individual' | 'family' | 'professional' | 'enterprise'>;
  price_monthly: Generated<number>;
  price_yearly: Generated<number>;
  yearly_discount_percentage: Generated<number>;
  max_children: Generated<number>;
  max_team_members: Generated<number>;
  features: Json<string[]>;
  selected_features: Json<Record<string, boolean | number>>;
  is_enterprise: Generated<boolean>;
  is_active: Generated<boolean>;
  description: Generated<string>;
  popular: Generated<boolean>;
  gradient: Generated<string>;
  icon: Generated<string>;
  cta_text: Generated<string>;
  cta_style: Generated<string>;
  display_order: Generated<number>;
  stripe_product_id: string | null;
  stripe_monthly_price_id: string | null;
  stripe_yearly_price_id: string | null;
  /** When Stripe's last applied event about the product and each price was made (ISO times; migration 0013). */
  provider_events_at: ColumnType<
    Partial<Record<'product' | 'month' | 'year', string>>,
    string | undefined,
    string
  >;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface ProviderProductsTable {
  id: string;
  name: string;
  description: Generated<string>;
  active: Generated<boolean>;
  metadata: Json<Record<string, string>>;
  created_at: CreatedAt;
}

export interface ProviderPricesTable {
  id: string;
  product_id: string;
  unit_amount: number;
  currency: Generated<string>;
  billing_interval: 'month' | 'year';
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  category: Generated<string>;
  created_at: CreatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

/** What ended an admin's earlier tokens (migration 0015). */
export type TokensEndedBy = 'deactivated' | 'password_changed' | 'password_reset' | 'two_factor_reset';

export interface AdminsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  role_id: number;
  is_active: Generated<boolean>;
  last_login_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Raised by the database on every change of a field (migration 0007); If-Match compares it. */
  version: Version;
  /** Tokens issued before this moment are refused (set when the admin is deactivated; migration 0008). */
  tokens_valid_after: ColumnType<Date | null, never, Date | null>;
  /** Why the tokens before `tokens_valid_after` ended (migration 0015): the guard's 401 says it. */
  tokens_ended_by: ColumnType<TokensEndedBy | null, never, TokensEndedBy | null>;
  /** Set by a super admin's password reset: the next sign-in must choose a new password (migration 0009). */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
}

/** An admin's authenticator (migration 0010): none until they set one up. */
export interface AdminSecondFactorsTable {
  admin_id: number;
  /** The TOTP key, encrypted (src/auth/two-factor.ts); null until the set-up is confirmed. */
  secret: string | null;
  enabled_at: Date | null;
  /** The time step of the last code accepted: that code and older ones are refused (no replay). */
  last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** A key set up and not yet confirmed with a code, encrypted. */
  pending_secret: string | null;
  pending_at: Date | null;
}

/** An admin's one-time recovery codes, hashed like passwords (migration 0010). */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  account_kind: 'admin' | 'user';
  email: string;
  ip: string | null;
  succeeded: boolean;
  attempted_at: CreatedAt;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  user_counts: UserCountsTable;
  user_subscriptions: UserSubscriptionsTable;
  enterprises: EnterprisesTable;
  team_members: TeamMembersTable;
  children: ChildrenTable;
  payments: PaymentsTable;
  blog_posts: BlogPostsTable;
  blog_categories: BlogCategoriesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  referrals: ReferralsTable;
  referral_payouts: ReferralPayoutsTable;
  analytics_sessions: AnalyticsSessionsTable;
  analytics_page_views: AnalyticsPageViewsTable;
  user_activity: UserActivityTable;
  settings: SettingsTable;
  contact_messages: ContactMessagesTable;
  support_items: SupportItemsTable;
  social_links: SocialLinksTable;
  scheduled_calls: ScheduledCallsTable;
  plans: PlansTable;
  provider_products: ProviderProductsTable;
  provider_prices: ProviderPricesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  admins: AdminsTable;
  admin_second_factors: AdminSecondFactorsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  login_attempts: LoginAttemptsTable;
  revoked_tokens: RevokedTokensTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
  provider_events: ProviderEventsTable;
  uploads: UploadsTable;
  upload_names: UploadNamesTable;
}

/** What data access runs on: the database, or a transaction open on it (see transaction.ts). */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * An uploaded image (migration 0014), named by the sha256 (hex) of its bytes: served at
 * /uploads/<sha256>.<extension of its type>.
 */
export interface UploadsTable {
  sha256: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  size: number;
  /** A Buffer from pg, a Uint8Array from PGlite. */
  bytes: Uint8Array;
  created_at: CreatedAt;
  /** The admin who first uploaded it; null once that admin is deleted. */
  created_by: number | null;
}

/** The name an image had on an instance's disk before images moved into the database (migration 0017). */
export interface UploadNamesTable {
  name: string;
  sha256: string;
  imported_at: CreatedAt;
}

/** One client's requests in the current window of one rate limit (migration 0005). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Date;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Child = Selectable<ChildrenTable>;
export type Admin = Selectable<AdminsTable>;

/** One entry of the audit trail (migration 0007): append-only, written by triggers and sign-in. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_type: 'admin' | 'user' | 'anonymous' | 'stripe' | 'system';
  actor_id: number | null;
  actor_email: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  change: 'create' | 'update' | 'delete' | null;
  resource_type: string | null;
  resource_id: string | null;
  resource_label: string | null;
  changes: Json<Record<string, AuditFieldChange>>;
  version: number | null;
  request_id: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The bulk action the entry belongs to (the request's X-Batch-Id, migration 0016). */
  batch_id: Generated<string | null>;
}

/** A field's change in an audit entry: before and after, or only that a secret changed. */
export type AuditFieldChange = { from: unknown; to: unknown } | { changed: true };

export type EmailKind = 'test' | 'newUserRegistration' | 'paymentReceived' | 'systemAlert';

/** One email of the outbox (migration 0011, src/mail/outbox.ts). */
export interface EmailOutboxTable {
  id: Generated<number>;
  kind: EmailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<'pending' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  failure_reported_at: Date | null;
}

/** Each Stripe event received, once (migration 0012). */
export interface ProviderEventsTable {
  id: string;
  type: string;
  created_at: Date;
  received_at: Generated<Date>;
  /** What applying it did, in words. */
  outcome: string;
}
