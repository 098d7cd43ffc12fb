/**
 * Deterministic blog rows for the Blog Management and Blog Categories stories: no randomness and
 * no "now", so every screenshot is the same on every machine.
 */
import { CATEGORY_COLORS, CATEGORY_ICONS } from '@aac/domain';
import type { BlogCategory } from './categories.list';
import type { BlogPost } from './posts.list';

const TOPICS = [
  'Communication Tips',
  'Parenting',
  'Technology',
  'Community Stories',
  'Education',
  'Research',
  'Accessibility',
  'Success Stories',
  'Product News',
  'Therapy Practice',
  'Core Vocabulary',
  'Early Years',
  'Teenagers',
  'Classroom Ideas',
  'Home Routines',
  'Symbol Sets',
  'Speech Generating Devices',
  'Sign and Gesture',
  'Literacy',
  'Play',
  'Assessment',
  'Funding',
  'Events',
  'Webinars',
  'Guides',
  'Case Studies',
  'Motor Planning',
  'Sensory Needs',
  'Autism',
  'Cerebral Palsy',
  'Down Syndrome',
  'Bilingual Families',
  'Siblings',
  'Grandparents',
  'Teachers',
  'Therapists',
  'Caregivers',
  'Transitions',
  'Holidays',
  'Mealtimes',
  'Bedtime',
  'Travel',
  'Archived Topics',
  'Interviews',
] as const;

/**
 * 44 categories in sort order, every colour and icon of core spec §5 among them, one inactive
 * ("Archived Topics"), some with no description and no posts (more than 5 pages of 10).
 */
export const CATEGORIES: readonly BlogCategory[] = TOPICS.map((name, index) => ({
  id: 100 + index,
  version: 1,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: index % 5 === 4 ? null : `Posts about ${name.toLowerCase()}.`,
  color: CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? 'blue',
  icon: CATEGORY_ICONS[index % CATEGORY_ICONS.length] ?? 'tag',
  sort_order: index,
  is_active: name !== 'Archived Topics',
  post_count: index < 10 ? 12 - index : index % 3,
}));

const TITLES = [
  'Five ways to build a first AAC vocabulary',
  'What our speech therapists wish parents knew',
  'Bringing the communication board to the dinner table',
  'Core words versus fringe words, explained',
  'How schools can support AAC users in class',
  'A week with text-to-speech: a family diary',
  'Setting goals that children can celebrate',
  'Modelling: the habit that changes everything',
] as const;

const PARAGRAPH =
  'Augmentative and alternative communication gives every child a voice. Start small, with the words your child needs most, and model them often during the day.';

/**
 * 48 posts, newest first (more than 5 pages of 10): published and draft, an excerpt typed, left
 * empty (the list falls back to the content) or missing content altogether, 0 to 4 tags, and
 * every fifth with no author (shown as "Admin").
 */
export const POSTS: readonly BlogPost[] = Array.from({ length: 48 }, (_, index) => {
  const title = `${TITLES[index % TITLES.length]}${index >= TITLES.length ? ` (part ${Math.floor(index / TITLES.length) + 1})` : ''}`;
  const tagCount = index % 5;
  const day = String(28 - Math.floor(index / 2)).padStart(2, '0');
  return {
    id: 500 - index,
    version: 1,
    title,
    content: index % 11 === 10 ? '' : `<h2>${title}</h2><p>${PARAGRAPH}</p>`,
    excerpt: index % 3 === 0 ? `A short read: ${title.toLowerCase()}.` : '',
    tags: Array.from({ length: tagCount }, (_, tag) => TOPICS[(index + tag * 3) % 12] ?? 'Parenting'),
    status: index % 4 === 1 ? 'draft' : 'published',
    featured_image: null,
    author_name:
      index % 5 === 4 ? null : (['Ada Administrator', 'Carla Content', 'Dr. Mensah'][index % 3] ?? null),
    created_at: `2025-05-${day}T09:00:00Z`,
  };
});

/** A post with a 60+ character title and 40 tags: the post dialog's longest content. */
export const LONG_POST: BlogPost = {
  id: 900,
  version: 1,
  title: 'Bringing the communication board to the dinner table, the playground and the classroom',
  content: `<h2>Everywhere, every day</h2><p>${PARAGRAPH}</p>`,
  excerpt: 'How one family took their AAC board everywhere for a month, and what changed.',
  tags: TOPICS.slice(0, 40),
  status: 'published',
  featured_image: null,
  author_name: 'Carla Content',
  created_at: '2025-05-30T09:00:00Z',
};
