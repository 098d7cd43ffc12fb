import { SETTINGS_DEFAULTS } from '@aac/domain';
import type { SettingsGroup, SupportTab } from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { FIRST_NAMES, LAST_NAMES } from './random.ts';

/**
 * Settings at the defaults of platform spec §3 and §9 (session timeout 30, 5 login attempts,
 * password length 8, SMTP port 587, notifications on), with a configured site and mail server
 * so the screen shows filled-in fields and a stored SMTP password (smtpPasswordSet), while the
 * Stripe secret key stays unset (stripeSecretKeySet false).
 */
const DEMO_SETTINGS: { [G in SettingsGroup]?: Record<string, unknown> } = {
  general: {
    siteName: 'AAC Admin',
    siteDescription: 'Speech and communication support for every child.',
    siteUrl: 'https://aac.example.com',
    adminEmail: 'admin@example.com',
  },
  email: {
    smtpHost: 'smtp.example.com',
    smtpUser: 'mailer',
    smtpPassword: 'demo-smtp-password',
    fromEmail: 'no-reply@example.com',
    fromName: 'AAC Team',
  },
};

export async function seedSettings(context: SeedContext): Promise<void> {
  await context.db
    .insertInto('settings')
    .values(
      (Object.keys(SETTINGS_DEFAULTS) as SettingsGroup[]).map((group) => ({
        group_name: group,
        values: JSON.stringify({ ...SETTINGS_DEFAULTS[group], ...DEMO_SETTINGS[group] }),
      })),
    )
    .execute();
}

const SUBJECTS = [
  'Question about the family plan',
  'Cannot sign in on my tablet',
  'Partnership with our school district',
  'Invoice for last month',
  'Feature request: more voices',
  'Thank you!',
] as const;

/** Contact messages in every status of platform spec §4, with long texts for the preview. */
export async function seedContactMessages(context: SeedContext): Promise<void> {
  const { db, random, now } = context;
  const rows = Array.from({ length: 64 }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    return {
      name: `${first} ${last}`,
      email: `${first
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.${index}@mail.example.net`,
      subject: random.pick(SUBJECTS),
      message:
        index % 5 === 0
          ? 'Hello, we have been using the app with our son for three months and would like to know how to share his progress with his speech therapist and his teacher at the same time, ideally without creating separate accounts for each of them. Thank you for your help!'
          : 'Hi, could someone get back to me about this? Thanks.',
      status:
        index < 4
          ? ((['new', 'read', 'replied', 'closed'] as const)[index] ?? 'new')
          : random.weighted([
              ['new', 35],
              ['read', 25],
              ['replied', 25],
              ['closed', 15],
            ] as const),
      created_at: random.pastDate(now, 0, 120),
    };
  });
  await db.insertInto('contact_messages').values(rows).execute();
}

/** Support content in each of the five tabs (platform spec §2.3). */
export async function seedSupportContent(context: SeedContext): Promise<void> {
  const { db } = context;
  const items: Array<{ tab: SupportTab } & Record<string, unknown>> = [
    {
      tab: 'categories',
      key: 'getting-started',
      title: 'Getting Started',
      description: 'Set up the app and your first board',
      icon: 'Rocket',
      color_gradient: 'from-blue-500 to-purple-600',
      article_count: 4,
      sort_order: 1,
    },
    {
      tab: 'categories',
      key: 'boards',
      title: 'Communication Boards',
      description: 'Create and customise boards',
      icon: 'BookOpen',
      color_gradient: 'from-green-500 to-teal-600',
      article_count: 3,
      sort_order: 2,
    },
    {
      tab: 'categories',
      key: 'account',
      title: 'Account & Billing',
      description: 'Plans, invoices and your profile',
      icon: 'User',
      color_gradient: 'from-orange-500 to-pink-600',
      article_count: 2,
      sort_order: 3,
    },
    {
      tab: 'categories',
      key: 'troubleshooting',
      title: 'Troubleshooting',
      description: 'Fix common problems',
      icon: 'Wrench',
      color_gradient: 'from-gray-500 to-gray-700',
      article_count: 1,
      sort_order: 4,
      is_active: false,
    },
    {
      tab: 'articles',
      title: 'Create your first communication board',
      description: 'A step-by-step guide',
      category_key: 'getting-started',
      content: '<p>Open Boards, choose New board and pick a template.</p>',
      excerpt: 'Open Boards, choose New board and pick a template.',
      views: 1520,
      read_time: 4,
      is_featured: true,
      icon: 'BookOpen',
    },
    {
      tab: 'articles',
      title: 'Adding your own photos as symbols',
      description: 'Personal symbols help recognition',
      category_key: 'boards',
      content: '<p>Tap a cell, then Replace image.</p>',
      views: 860,
      read_time: 3,
      icon: 'Lightbulb',
    },
    {
      tab: 'articles',
      title: 'Changing the voice',
      description: 'Pick a voice and speed',
      category_key: 'boards',
      content: '<p>Settings, then Voice.</p>',
      views: 430,
      read_time: 2,
      icon: 'Settings',
    },
    {
      tab: 'articles',
      title: 'Understanding your invoice',
      description: 'What each line means',
      category_key: 'account',
      content: '<p>Your invoice lists the plan and the period.</p>',
      views: 120,
      read_time: 5,
      is_published: false,
      icon: 'Mail',
    },
    {
      tab: 'videos',
      title: 'Welcome tour',
      description: 'Two minutes around the app',
      video_url: 'https://videos.example.com/welcome-tour',
      thumbnail_url: '/demo/cover-2.svg',
      duration_minutes: 2,
      views: 3400,
      is_featured: true,
      icon: 'Play',
    },
    {
      tab: 'videos',
      title: 'Modelling language at home',
      description: 'A therapist shows how',
      video_url: 'https://videos.example.com/modelling',
      thumbnail_url: '/demo/cover-4.svg',
      duration_minutes: 12,
      views: 980,
      icon: 'Play',
    },
    {
      tab: 'videos',
      title: 'Setting up a classroom',
      description: 'For teachers',
      video_url: 'https://videos.example.com/classroom',
      duration_minutes: 8,
      views: 210,
      is_published: false,
      icon: 'Play',
    },
    {
      tab: 'options',
      title: 'Email support',
      description: 'We answer within one business day',
      icon: 'Mail',
      action_text: 'Send an email',
      action_type: 'link',
      action_value: 'mailto:support@example.com',
      color: 'blue',
    },
    {
      tab: 'options',
      title: 'Book a call',
      description: 'Talk to a specialist',
      icon: 'Calendar',
      action_text: 'Schedule',
      action_type: 'action',
      action_value: 'open-scheduler',
      color: 'purple',
    },
    {
      tab: 'options',
      title: 'Phone',
      description: 'Mon-Fri, 9am-5pm ET',
      icon: 'Phone',
      action_text: 'Call us',
      action_type: 'link',
      action_value: 'tel:+15555550100',
      color: 'green',
      is_active: false,
    },
    {
      tab: 'community',
      title: 'Parents group',
      description: 'Share tips with other families',
      icon: 'Users',
      link_text: 'Join the group',
      link_url: 'https://community.example.com/parents',
      member_count: 12840,
      color: 'purple',
    },
    {
      tab: 'community',
      title: 'Professionals forum',
      description: 'For therapists and educators',
      icon: 'MessageCircle',
      link_text: 'Open the forum',
      link_url: 'https://community.example.com/pros',
      member_count: 3120,
      color: 'blue',
    },
    {
      tab: 'community',
      title: 'Developers',
      description: 'API and integrations',
      icon: 'Code',
      link_text: 'Visit',
      link_url: 'https://community.example.com/dev',
      member_count: 410,
      color: 'teal',
      is_featured: true,
    },
  ];
  await db
    .insertInto('support_items')
    .values(items.map((item, index) => ({ sort_order: index, ...item }) as never))
    .execute();
}

/** Footer social links, one per icon of platform spec §3, some inactive. */
export async function seedSocialLinks(context: SeedContext): Promise<void> {
  const links = [
    ['Facebook', 'https://facebook.com/aacapp', 'Facebook', true],
    ['Twitter', 'https://twitter.com/aacapp', 'Twitter', true],
    ['LinkedIn', 'https://linkedin.com/company/aacapp', 'Linkedin', true],
    ['Instagram', 'https://instagram.com/aacapp', 'Instagram', true],
    ['YouTube', 'https://youtube.com/@aacapp', 'YouTube', true],
    ['TikTok', 'https://tiktok.com/@aacapp', 'TikTok', false],
    ['GitHub', 'https://github.com/aacapp', 'GitHub', true],
    ['Discord', 'https://discord.gg/aacapp', 'Discord', false],
  ] as const;
  await context.db
    .insertInto('social_links')
    .values(
      links.map(([platform, url, icon, is_active], index) => ({
        platform,
        url,
        icon,
        is_active,
        sort_order: index,
      })),
    )
    .execute();
}

/** Scheduled calls in every status of platform spec §4, with and without purpose and phone. */
export async function seedScheduledCalls(context: SeedContext): Promise<void> {
  const { db, random, now } = context;
  const timezones = ['UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];
  const rows = Array.from({ length: 42 }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const day = new Date(now.getTime() + random.int(-30, 30) * 86_400_000);
    return {
      name: `${first} ${last}`,
      email: `${first
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}.call${index}@mail.example.net`,
      phone: index % 4 === 0 ? null : `+1 555 01${String(index).padStart(2, '0')}`,
      preferred_date: day.toISOString().slice(0, 10),
      preferred_time: `${String(random.int(8, 17)).padStart(2, '0')}:${random.pick(['00', '30'])}`,
      timezone: random.pick(timezones),
      call_duration: random.pick([15, 30, 45, 60]),
      call_purpose:
        index % 3 === 0
          ? null
          : random.pick(['Enterprise demo', 'Help choosing a plan', 'Onboarding a school']),
      status:
        index < 4
          ? ((['pending', 'confirmed', 'completed', 'cancelled'] as const)[index] ?? 'pending')
          : random.weighted([
              ['pending', 35],
              ['confirmed', 30],
              ['completed', 25],
              ['cancelled', 10],
            ] as const),
      admin_notes: index % 5 === 0 ? 'Prefers a short call; send the deck beforehand.' : null,
      created_at: random.pastDate(now, 1, 60),
    };
  });
  await db.insertInto('scheduled_calls').values(rows).execute();
}
