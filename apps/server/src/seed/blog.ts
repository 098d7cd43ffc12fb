import { excerptFromHtml, slugify } from '@aac/domain';
import type { SeedContext } from './context.ts';
import { batches, emailFor, FIRST_NAMES, LAST_NAMES } from './random.ts';

/**
 * Blog categories in every colour and icon of core spec §5 (more than the 8 suggestions the post
 * dialog shows, so "+N more" appears), one inactive.
 */
const CATEGORIES = [
  { name: 'Communication Tips', color: 'blue', icon: 'message-circle' },
  { name: 'Parenting', color: 'green', icon: 'heart' },
  { name: 'Technology', color: 'purple', icon: 'smartphone' },
  { name: 'Community Stories', color: 'orange', icon: 'users' },
  { name: 'Education', color: 'pink', icon: 'graduation-cap' },
  { name: 'Research', color: 'indigo', icon: 'book-open' },
  { name: 'Accessibility', color: 'teal', icon: 'accessibility' },
  { name: 'Success Stories', color: 'yellow', icon: 'star' },
  { name: 'Product News', color: 'blue', icon: 'tag' },
  { name: 'Therapy Practice', color: 'green', icon: 'book-open' },
  { name: 'Archived Topics', color: 'pink', icon: 'tag' },
] as const;

const TITLES = [
  'Five ways to build a first AAC vocabulary',
  'What our speech therapists wish parents knew',
  'Bringing the communication board to the dinner table',
  'Core words versus fringe words, explained',
  'How schools can support AAC users in class',
  'A week with text-to-speech: a family diary',
  'Setting goals that children can celebrate',
  'Modelling: the habit that changes everything',
  'New: sentence building for every plan',
  'Research roundup: AAC and language growth',
  'Accessibility checklist for inclusive classrooms',
  'From single words to stories',
] as const;

const PARAGRAPHS = [
  'Augmentative and alternative communication gives every child a voice. Start small, with the words your child needs most, and model them often during the day.',
  'Consistency matters more than quantity. Keep symbols in the same place so motor patterns can form, and celebrate every attempt to communicate.',
  'Therapists, teachers and families work best as one team: share progress notes, agree on target words and practise them in every setting.',
  'Technology is only part of the answer. Low-tech boards, gestures and signs all count, and children often mix them as they grow.',
] as const;

export async function seedBlog(context: SeedContext): Promise<void> {
  const { db, random, now } = context;
  await db
    .insertInto('blog_categories')
    .values(
      CATEGORIES.map((category, index) => ({
        name: category.name,
        slug: slugify(category.name),
        description: `Posts about ${category.name.toLowerCase()}.`,
        color: category.color,
        icon: category.icon,
        sort_order: index,
        is_active: category.name !== 'Archived Topics',
      })),
    )
    .execute();

  const categoryNames = CATEGORIES.map((category) => category.name);
  const posts = Array.from({ length: 36 }, (_, index) => {
    const title = `${TITLES[index % TITLES.length]}${index >= TITLES.length ? ` (part ${Math.floor(index / TITLES.length) + 1})` : ''}`;
    const paragraphs = Array.from({ length: random.int(1, 4) }, () => `<p>${random.pick(PARAGRAPHS)}</p>`);
    const content = `<h2>${title}</h2>${paragraphs.join('')}`;
    const tagCount = index % 6 === 5 ? 0 : random.int(1, 5);
    const tags = [...new Set(Array.from({ length: tagCount }, () => random.pick(categoryNames)))];
    const published = index % 3 !== 2;
    const created = random.pastDate(now, 1, 365);
    return {
      title,
      content,
      // Every excerpt state of core §2.4/§5: empty (the list falls back to the content), filled
      // from the content as the server does on save (200 characters and "..." when longer),
      // and typed by the author.
      excerpt:
        index % 4 === 0
          ? ''
          : index % 4 === 1
            ? excerptFromHtml(content)
            : (paragraphs[0]?.replace(/<[^>]+>/g, '').slice(0, 160) ?? ''),
      tags,
      status: published ? ('published' as const) : ('draft' as const),
      featured_image: index % 3 === 0 ? null : `/demo/cover-${(index % 6) + 1}.svg`,
      author_name: index % 5 === 4 ? null : random.pick(['Ada Administrator', 'Carla Content', 'Dr. Mensah']),
      published_at: published ? created : null,
      created_at: created,
    };
  });
  await db.insertInto('blog_posts').values(posts).execute();

  // Thousands of newsletter subscriptions in every status (core spec §2.6), some this week/month.
  const subscriptions = Array.from({ length: 3000 }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const status =
      index < 3
        ? ((['active', 'unsubscribed', 'bounced'] as const)[index] ?? 'active')
        : random.weighted([
            ['active', 80],
            ['unsubscribed', 14],
            ['bounced', 6],
          ] as const);
    const subscribed_at = index < 40 ? random.pastDate(now, 0, 6) : random.pastDate(now, 0, 900);
    return {
      email: emailFor(first, last, index + 1, 'mail.example.net'),
      first_name: random.chance(0.8) ? first : null,
      last_name: random.chance(0.7) ? last : null,
      status,
      subscribed_at,
      unsubscribed_at: status === 'unsubscribed' ? new Date(subscribed_at.getTime() + 86_400_000 * 20) : null,
    };
  });
  for (const batch of batches(subscriptions))
    await db.insertInto('newsletter_subscriptions').values(batch).execute();
}
