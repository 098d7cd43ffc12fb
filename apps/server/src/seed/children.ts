import type { ChildStatus, CommunicationLevel } from '../db/schema.ts';
import type { SeedContext } from './context.ts';
import { batches, FIRST_NAMES } from './random.ts';
import type { SeededUser } from './users.ts';

const LEVELS: readonly CommunicationLevel[] = ['beginner', 'intermediate', 'advanced'];
const STATUSES: readonly ChildStatus[] = ['active', 'inactive', 'archived'];
const DIAGNOSES = [
  'Autism spectrum disorder',
  'Childhood apraxia of speech',
  'Cerebral palsy',
  'Down syndrome',
  'Developmental language disorder',
  'Selective mutism',
  'Hearing impairment',
] as const;
/** Ages that cover every age-range filter (core spec §2.2), including the shared 18. */
const AGES = [2, 4, 5, 6, 9, 12, 13, 15, 18, 19, 22] as const;
/** Progress values in every colour band of core spec §5 (80+ green, 60-79 yellow, <60 red). */
const PROGRESS = [95, 80, 79, 60, 59, 12] as const;

function birthDateFor(now: Date, age: number, dayOffset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + 30 + (dayOffset % 300));
  return date.toISOString().slice(0, 10);
}

/**
 * Children of parents: every communication level, status, age range (and unknown age) and
 * progress tone, with and without diagnosis and photo. Returns the ids in insertion order.
 */
export async function seedChildren(context: SeedContext, users: readonly SeededUser[]): Promise<number[]> {
  const { db, random, now } = context;
  const parents = users.filter((user) => user.user_type === 'parent');
  const rows = [];
  let index = 0;
  for (const parent of parents) {
    const count =
      index < 40
        ? 2
        : random.weighted([
            [0, 20],
            [1, 45],
            [2, 25],
            [3, 10],
          ]);
    for (let n = 0; n < count; n++, index++) {
      // The first children walk through every combination; the rest are random.
      const cycle = index < 40;
      const age = cycle
        ? index % 12 === 11
          ? null
          : AGES[index % 11]
        : random.chance(0.08)
          ? null
          : random.int(1, 21);
      const progress = cycle ? (PROGRESS[index % PROGRESS.length] ?? 50) : random.int(5, 100);
      const goalsDone = random.int(0, 12);
      rows.push({
        parent_id: parent.id,
        first_name: random.pick(FIRST_NAMES),
        last_name: parent.last_name,
        photo_url: random.chance(0.25) ? `/demo/child-${(index % 6) + 1}.svg` : null,
        date_of_birth: age === null || age === undefined ? null : birthDateFor(now, age, random.int(0, 299)),
        diagnosis: (cycle ? index % 4 === 3 : random.chance(0.3)) ? null : random.pick(DIAGNOSES),
        communication_level: cycle ? (LEVELS[index % 3] ?? 'beginner') : random.pick(LEVELS),
        status: cycle
          ? (STATUSES[Math.floor(index / 3) % 3] ?? 'active')
          : random.weighted<ChildStatus>([
              ['active', 75],
              ['inactive', 15],
              ['archived', 10],
            ]),
        recent_progress: progress,
        active_goals: random.int(0, 6),
        completed_goals: goalsDone,
        total_sessions: goalsDone * 4 + random.int(0, 40),
        created_at: random.pastDate(now, 0, 700),
      });
    }
  }
  const ids: number[] = [];
  for (const batch of batches(rows, 1000)) {
    const inserted = await db.insertInto('children').values(batch).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
