import { type Kysely, sql } from 'kysely';

/**
 * Every table of section 3 of both specs, with an index for every list filter and sort the
 * contract offers, and trigram indexes (pg_trgm) for the case-insensitive substring searches so
 * they stay fast at 100,000 users. The search expressions here are the exact expressions the
 * queries use (see src/db/search.ts), otherwise Postgres cannot use the index.
 */
const statements = [
  'create extension if not exists pg_trgm',

  // --- users and their subscriptions (core spec §3, §4) ---
  `create table users (
    id serial primary key,
    first_name text not null,
    last_name text not null,
    email text not null,
    password_hash text,
    user_type text not null check (user_type in ('parent', 'therapist', 'educator', 'admin')),
    is_active boolean not null default true,
    plan_type text not null default 'free',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create unique index users_email_key on users (lower(email))',
  'create index users_created_at_idx on users (created_at desc, id desc)',
  'create index users_user_type_idx on users (user_type, created_at desc)',
  'create index users_is_active_idx on users (is_active, created_at desc)',
  'create index users_plan_type_idx on users (plan_type)',
  `create index users_search_idx on users using gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`,

  `create table user_subscriptions (
    id serial primary key,
    user_id integer not null unique references users (id) on delete cascade,
    plan_type text not null,
    status text not null check (status in ('active', 'cancel_at_period_end', 'canceled')),
    current_period_end timestamptz not null,
    canceled_at timestamptz,
    cancel_reason text,
    provider_subscription_id text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index user_subscriptions_ending_idx on user_subscriptions (current_period_end)
    where status = 'cancel_at_period_end'`,
  'create index user_subscriptions_status_idx on user_subscriptions (status)',

  // --- enterprises and team members (platform spec §3) ---
  `create table enterprises (
    id serial primary key,
    name text not null,
    email text not null,
    contact_person text not null,
    phone text,
    max_children integer not null default 50 check (max_children >= 1),
    max_team_members integer not null default 10 check (max_team_members >= 1),
    is_active boolean not null default true,
    subscription_plan text not null default 'enterprise',
    billing_address text,
    notes text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index enterprises_created_at_idx on enterprises (created_at desc, id desc)',
  'create index enterprises_is_active_idx on enterprises (is_active, created_at desc)',
  `create index enterprises_search_idx on enterprises using gin ((name || ' ' || email || ' ' || contact_person) gin_trgm_ops)`,

  `create table team_members (
    id serial primary key,
    enterprise_id integer not null references enterprises (id) on delete cascade,
    first_name text not null,
    last_name text not null,
    email text not null,
    role text not null default 'teacher' check (role in ('teacher', 'coordinator', 'admin')),
    is_active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  'create unique index team_members_email_key on team_members (enterprise_id, lower(email))',

  // --- children with their progress stats (core spec §3) ---
  `create table children (
    id serial primary key,
    parent_id integer not null references users (id) on delete cascade,
    enterprise_id integer references enterprises (id) on delete set null,
    first_name text not null,
    last_name text not null,
    photo_url text,
    date_of_birth date,
    diagnosis text,
    communication_level text not null check (communication_level in ('beginner', 'intermediate', 'advanced')),
    status text not null default 'active' check (status in ('active', 'inactive', 'archived')),
    recent_progress integer not null default 0 check (recent_progress between 0 and 100),
    active_goals integer not null default 0,
    completed_goals integer not null default 0,
    total_sessions integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index children_parent_id_idx on children (parent_id)',
  'create index children_enterprise_id_idx on children (enterprise_id)',
  'create index children_created_at_idx on children (created_at desc, id desc)',
  'create index children_status_idx on children (status, created_at desc)',
  'create index children_communication_level_idx on children (communication_level, created_at desc)',
  'create index children_date_of_birth_idx on children (date_of_birth)',
  `create index children_search_idx on children using gin ((first_name || ' ' || last_name || ' ' || coalesce(diagnosis, '')) gin_trgm_ops)`,

  // --- payments and pricing (core spec §3) ---
  `create table payments (
    id serial primary key,
    user_id integer references users (id) on delete set null,
    user_email text not null,
    transaction_id text not null unique,
    amount numeric(12, 2) not null check (amount >= 0),
    status text not null,
    created_at timestamptz not null default now()
  )`,
  'create index payments_created_at_idx on payments (created_at desc, id desc)',
  'create index payments_status_idx on payments (status, created_at desc)',
  'create index payments_user_id_idx on payments (user_id)',
  `create index payments_search_idx on payments using gin ((user_email || ' ' || transaction_id) gin_trgm_ops)`,

  `create table pricing_plans (
    id serial primary key,
    name text not null,
    price numeric(12, 2) not null check (price > 0),
    billing_cycle text not null,
    description text not null default '',
    features jsonb not null default '[]',
    sort_order integer not null default 0,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index pricing_plans_sort_idx on pricing_plans (sort_order, id)',

  // --- blog (core spec §3) ---
  `create table blog_posts (
    id serial primary key,
    title text not null,
    content text not null default '',
    excerpt text not null default '',
    tags text[] not null default '{}',
    status text not null default 'draft' check (status in ('draft', 'published')),
    featured_image text,
    author_name text,
    author_admin_id integer,
    published_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index blog_posts_created_at_idx on blog_posts (created_at desc, id desc)',
  'create index blog_posts_status_idx on blog_posts (status, created_at desc)',
  'create index blog_posts_tags_idx on blog_posts using gin (tags)',
  `create index blog_posts_search_idx on blog_posts using gin ((title || ' ' || excerpt) gin_trgm_ops)`,

  `create table blog_categories (
    id serial primary key,
    name text not null,
    slug text not null,
    description text not null default '',
    color text not null default 'blue'
      check (color in ('blue', 'green', 'purple', 'orange', 'pink', 'indigo', 'teal', 'yellow')),
    icon text not null default 'tag' check (icon in ('tag', 'message-circle', 'heart', 'smartphone', 'users',
      'graduation-cap', 'book-open', 'accessibility', 'star')),
    sort_order integer not null default 0,
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create unique index blog_categories_name_key on blog_categories (lower(name))',
  'create unique index blog_categories_slug_key on blog_categories (slug)',
  'create index blog_categories_sort_idx on blog_categories (sort_order, name)',

  `create table newsletter_subscriptions (
    id serial primary key,
    email text not null,
    first_name text,
    last_name text,
    status text not null default 'active' check (status in ('active', 'unsubscribed', 'bounced')),
    subscribed_at timestamptz not null default now(),
    unsubscribed_at timestamptz,
    updated_at timestamptz not null default now()
  )`,
  'create unique index newsletter_subscriptions_email_key on newsletter_subscriptions (lower(email))',
  'create index newsletter_subscriptions_subscribed_at_idx on newsletter_subscriptions (subscribed_at desc, id desc)',
  'create index newsletter_subscriptions_status_idx on newsletter_subscriptions (status, subscribed_at desc)',
  `create index newsletter_subscriptions_search_idx on newsletter_subscriptions
    using gin ((email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops)`,

  // --- referral programme (core spec §3, §4) ---
  `create table referrals (
    id serial primary key,
    referrer_user_id integer references users (id) on delete set null,
    referred_user_id integer references users (id) on delete set null,
    referrer_email text not null,
    referred_email text not null,
    commission_amount numeric(12, 2) not null default 0,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    created_at timestamptz not null default now()
  )`,
  'create index referrals_created_at_idx on referrals (created_at desc, id desc)',
  'create index referrals_status_idx on referrals (status, created_at desc)',
  `create index referrals_search_idx on referrals using gin ((referrer_email || ' ' || referred_email) gin_trgm_ops)`,

  `create table referral_payouts (
    id serial primary key,
    user_id integer references users (id) on delete set null,
    user_email text not null,
    amount numeric(12, 2) not null check (amount >= 0),
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'paid')),
    decided_at timestamptz,
    decided_by_admin_id integer,
    created_at timestamptz not null default now()
  )`,
  'create index referral_payouts_created_at_idx on referral_payouts (created_at desc, id desc)',
  'create index referral_payouts_status_idx on referral_payouts (status, created_at desc)',
  `create index referral_payouts_search_idx on referral_payouts using gin (user_email gin_trgm_ops)`,

  // --- analytics events (core spec §2.8, §3) ---
  // Signups are users.created_at and revenue is completed payments; these tables hold the rest.
  `create table analytics_sessions (
    id serial primary key,
    user_id integer references users (id) on delete set null,
    device text not null check (device in ('desktop', 'mobile', 'tablet')),
    traffic_source text not null check (traffic_source in ('direct', 'organic', 'social', 'referral')),
    converted boolean not null default false,
    started_at timestamptz not null
  )`,
  'create index analytics_sessions_started_at_idx on analytics_sessions (started_at)',
  `create table analytics_page_views (
    id serial primary key,
    session_id integer references analytics_sessions (id) on delete cascade,
    url text not null,
    viewed_at timestamptz not null
  )`,
  'create index analytics_page_views_viewed_at_idx on analytics_page_views (viewed_at, url)',
  `create table user_activity (
    id serial primary key,
    user_id integer references users (id) on delete set null,
    user_email text not null,
    action text not null,
    occurred_at timestamptz not null
  )`,
  'create index user_activity_occurred_at_idx on user_activity (occurred_at desc)',

  // --- platform administration (platform spec §3) ---
  `create table settings (
    group_name text primary key check (group_name in ('general', 'security', 'email', 'notifications', 'integrations')),
    "values" jsonb not null,
    updated_at timestamptz not null default now()
  )`,

  `create table contact_messages (
    id serial primary key,
    name text not null,
    email text not null,
    subject text not null default '',
    message text not null default '',
    status text not null default 'new',
    created_at timestamptz not null default now()
  )`,
  'create index contact_messages_created_at_idx on contact_messages (created_at desc, id desc)',
  'create index contact_messages_status_idx on contact_messages (status, created_at desc)',
  `create index contact_messages_search_idx on contact_messages
    using gin ((name || ' ' || email || ' ' || subject || ' ' || message) gin_trgm_ops)`,

  // One table serves the five support tabs; the tab column says which (platform spec §3).
  `create table support_items (
    id serial primary key,
    tab text not null check (tab in ('categories', 'articles', 'videos', 'options', 'community')),
    key text,
    title text not null,
    description text,
    icon text,
    color_gradient text,
    article_count integer not null default 0,
    sort_order integer not null default 0,
    is_active boolean not null default true,
    content text,
    excerpt text,
    category_key text,
    views integer not null default 0,
    read_time integer not null default 5,
    is_featured boolean not null default false,
    is_published boolean not null default true,
    video_url text,
    thumbnail_url text,
    duration_minutes integer not null default 5,
    action_text text,
    action_type text not null default 'link' check (action_type in ('link', 'action')),
    action_value text,
    color text not null default 'purple',
    link_text text,
    link_url text,
    member_count integer,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index support_items_tab_idx on support_items (tab, sort_order, id)',
  `create unique index support_items_category_key on support_items (key) where tab = 'categories'`,

  `create table social_links (
    id serial primary key,
    platform text not null,
    url text not null,
    icon text,
    is_active boolean not null default true,
    sort_order integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  'create index social_links_sort_idx on social_links (sort_order, id)',

  `create table scheduled_calls (
    id serial primary key,
    name text not null,
    email text not null,
    phone text,
    preferred_date date not null,
    preferred_time text not null,
    timezone text not null default 'UTC',
    call_duration integer not null default 30,
    call_purpose text,
    status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
    admin_notes text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index scheduled_calls_created_at_idx on scheduled_calls (created_at desc, id desc)',
  'create index scheduled_calls_status_idx on scheduled_calls (status, created_at desc)',
  `create index scheduled_calls_search_idx on scheduled_calls
    using gin ((name || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops)`,

  // One table serves both plan screens: every field of both plan entities (platform spec §3).
  `create table plans (
    id serial primary key,
    name text not null,
    plan_key text not null,
    plan_type text not null default 'individual'
      check (plan_type in ('free', 'individual', 'family', 'professional', 'enterprise')),
    price_monthly numeric(12, 2) not null default 0 check (price_monthly >= 0),
    price_yearly numeric(12, 2) not null default 0 check (price_yearly >= 0),
    yearly_discount_percentage numeric(5, 2) not null default 0
      check (yearly_discount_percentage between 0 and 100),
    max_children integer not null default 1 check (max_children >= 0),
    max_team_members integer not null default 0 check (max_team_members >= 0),
    features jsonb not null default '[]',
    selected_features jsonb not null default '{}',
    is_enterprise boolean not null default false,
    is_active boolean not null default true,
    description text not null default '',
    popular boolean not null default false,
    gradient text not null default 'from-blue-500 to-purple-600',
    icon text not null default 'fa-star',
    cta_text text not null default 'Upgrade',
    cta_style text not null default 'outline',
    display_order integer not null default 999,
    stripe_product_id text,
    stripe_monthly_price_id text,
    stripe_yearly_price_id text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create unique index plans_plan_key_key on plans (plan_key)',
  'create index plans_display_order_idx on plans (display_order, id)',

  // The local payment provider keeps its products and prices here, with the provider's
  // semantics: a price is immutable; a price change creates a new one and archives the old one.
  `create table provider_products (
    id text primary key,
    name text not null,
    description text not null default '',
    active boolean not null default true,
    metadata jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table provider_prices (
    id text primary key,
    product_id text not null references provider_products (id) on delete cascade,
    unit_amount integer not null check (unit_amount >= 0),
    currency text not null default 'usd',
    billing_interval text not null check (billing_interval in ('month', 'year')),
    active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  'create index provider_prices_product_idx on provider_prices (product_id, active)',

  // --- admins, roles and permissions (platform spec §3, §6) ---
  `create table roles (
    id serial primary key,
    name text not null,
    description text not null default '',
    created_at timestamptz not null default now()
  )`,
  'create unique index roles_name_key on roles (name)',
  `create table permissions (
    id serial primary key,
    name text not null,
    description text not null default '',
    category text not null default 'general',
    created_at timestamptz not null default now()
  )`,
  'create unique index permissions_name_key on permissions (name)',
  'create index permissions_category_idx on permissions (category, name)',
  `create table role_permissions (
    role_id integer not null references roles (id) on delete cascade,
    permission_id integer not null references permissions (id) on delete cascade,
    primary key (role_id, permission_id)
  )`,
  'create index role_permissions_permission_idx on role_permissions (permission_id)',
  `create table admins (
    id serial primary key,
    first_name text not null,
    last_name text not null,
    email text not null,
    password_hash text not null,
    role_id integer not null references roles (id) on delete restrict,
    is_active boolean not null default true,
    last_login_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create unique index admins_email_key on admins (lower(email))',
  'create index admins_created_at_idx on admins (created_at desc, id desc)',
  'create index admins_role_idx on admins (role_id, created_at desc)',
  'create index admins_is_active_idx on admins (is_active, created_at desc)',
  `create index admins_search_idx on admins using gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`,

  // Sign-in attempts: the audit trail and the source of the maxLoginAttempts lock-out.
  `create table login_attempts (
    id serial primary key,
    account_kind text not null check (account_kind in ('admin', 'user')),
    email text not null,
    ip text,
    succeeded boolean not null,
    attempted_at timestamptz not null default now()
  )`,
  'create index login_attempts_lookup_idx on login_attempts (account_kind, lower(email), attempted_at desc)',

  // Tokens signed out before they expire (logout); rows are dropped once the token has expired.
  `create table revoked_tokens (
    jti text primary key,
    expires_at timestamptz not null
  )`,
  'create index revoked_tokens_expires_at_idx on revoked_tokens (expires_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'revoked_tokens',
    'login_attempts',
    'admins',
    'role_permissions',
    'permissions',
    'roles',
    'provider_prices',
    'provider_products',
    'plans',
    'scheduled_calls',
    'social_links',
    'support_items',
    'contact_messages',
    'settings',
    'user_activity',
    'analytics_page_views',
    'analytics_sessions',
    'referral_payouts',
    'referrals',
    'newsletter_subscriptions',
    'blog_categories',
    'blog_posts',
    'pricing_plans',
    'payments',
    'children',
    'team_members',
    'enterprises',
    'user_subscriptions',
    'users',
  ];
  for (const table of tables) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
