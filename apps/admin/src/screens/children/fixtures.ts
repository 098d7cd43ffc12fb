/**
 * Deterministic children for the Child Management stories, typed from the contract's schemas.
 * No randomness and no "now": the same rows, ages and dates on every machine, so the screenshot
 * baselines stay stable. The first four rows are named and chosen to show every rule of core
 * spec §2.2 and §5 on the first page: each communication level and status, the four progress
 * boundaries (80 green, 79 and 60 yellow, 59 red), a diagnosis and "No diagnosis", an age and
 * "N/A".
 */
import { CHILD_STATUSES, COMMUNICATION_LEVELS } from '@aac/domain';
import type { Child } from './children.list';

const FIRST_NAMES = [
  'Ella',
  'Mateo',
  'Zoe',
  'Arjun',
  'Lucia',
  'Finn',
  'Hana',
  'Oscar',
  'Nadia',
  'Theo',
  'Ines',
  'Kai',
  'Rosa',
] as const;
const FAMILIES = [
  { last: 'Lopez', parent: 'Maria' },
  { last: 'Okafor', parent: 'Grace' },
  { last: 'Tanaka', parent: 'Kenji' },
  { last: 'Rossi', parent: 'Sofia' },
  { last: 'Murphy', parent: 'Liam' },
  { last: 'Patel', parent: 'Priya' },
  { last: 'Schmidt', parent: 'Jonas' },
  { last: 'Haddad', parent: 'Omar' },
  { last: 'Larsen', parent: 'Ingrid' },
  { last: 'Cohen', parent: 'Hannah' },
  { last: 'Fischer', parent: 'Elena' },
] as const;
const DIAGNOSES = [
  'Autism spectrum disorder',
  'Childhood apraxia of speech',
  'Cerebral palsy',
  'Down syndrome',
  'Developmental language disorder',
] as const;
/** Ages across every age-range filter (core spec §2.2); null is an unknown birth date. */
const AGES = [3, 5, 6, 8, 12, 13, 16, 18, 21, null] as const;
/** Progress in every colour band of core spec §5, at and around its boundaries. */
const PROGRESS = [95, 80, 79, 60, 59, 12, 88, 64, 33] as const;

/** How many children the "loaded" story lists: 6 pages of 10, so the page window has room to move. */
export const CHILD_FIXTURE_COUNT = 57;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/** The child at `index` (0 is the newest), one day apart at a fixed time of day. */
function fixtureChild(index: number): Child {
  const family = pick(FAMILIES, index * 5 + 2);
  const first = pick(FIRST_NAMES, index);
  const completed = (index * 7) % 13;
  return {
    id: 900 - index,
    version: 1,
    name: `${first} ${family.last}`,
    first_name: first,
    last_name: family.last,
    photo_url: null,
    age: pick(AGES, index),
    diagnosis: index % 4 === 1 ? null : pick(DIAGNOSES, index),
    communication_level: pick(COMMUNICATION_LEVELS, index),
    status: pick(CHILD_STATUSES, Math.floor(index / 3)),
    created_at: new Date(Date.UTC(2025, 5, 28, 9, 15) - index * 86_400_000).toISOString(),
    parent: {
      name: `${family.parent} ${family.last}`,
      email: `${family.parent.toLowerCase()}.${family.last.toLowerCase()}${index}@example.com`,
    },
    stats: {
      recent_progress: pick(PROGRESS, index),
      active_goals: index % 5,
      completed_goals: completed,
      total_sessions: completed * 4 + (index % 9),
    },
  };
}

const GENERATED: readonly Child[] = Array.from({ length: CHILD_FIXTURE_COUNT }, (_, index) =>
  fixtureChild(index),
);

/** Leo Lopez, 7: intermediate, active, progress 80 (the lowest green), with a diagnosis. */
export const LEO: Child = {
  ...(GENERATED[0] as Child),
  name: 'Leo Lopez',
  first_name: 'Leo',
  last_name: 'Lopez',
  age: 7,
  diagnosis: 'Autism spectrum disorder',
  communication_level: 'intermediate',
  status: 'active',
  parent: { name: 'Maria Lopez', email: 'maria.lopez@example.com' },
  stats: { recent_progress: 80, active_goals: 3, completed_goals: 5, total_sessions: 48 },
};

/** Amara Okafor: age unknown (N/A), no diagnosis, beginner, inactive, progress 59 (the highest red). */
export const AMARA: Child = {
  ...(GENERATED[1] as Child),
  name: 'Amara Okafor',
  first_name: 'Amara',
  last_name: 'Okafor',
  age: null,
  diagnosis: null,
  communication_level: 'beginner',
  status: 'inactive',
  parent: { name: 'Grace Okafor', email: 'grace.okafor@example.com' },
  stats: { recent_progress: 59, active_goals: 1, completed_goals: 0, total_sessions: 6 },
};

/** Noah Tanaka, 14: advanced, archived, progress 79 (the highest yellow). */
export const NOAH: Child = {
  ...(GENERATED[2] as Child),
  name: 'Noah Tanaka',
  first_name: 'Noah',
  last_name: 'Tanaka',
  age: 14,
  diagnosis: 'Childhood apraxia of speech',
  communication_level: 'advanced',
  status: 'archived',
  parent: { name: 'Kenji Tanaka', email: 'kenji.tanaka@example.com' },
  stats: { recent_progress: 79, active_goals: 0, completed_goals: 12, total_sessions: 131 },
};

/** Mia Rossi, 4: beginner, active, progress 60 (the lowest yellow). */
export const MIA: Child = {
  ...(GENERATED[3] as Child),
  name: 'Mia Rossi',
  first_name: 'Mia',
  last_name: 'Rossi',
  age: 4,
  diagnosis: 'Down syndrome',
  communication_level: 'beginner',
  status: 'active',
  parent: { name: 'Sofia Rossi', email: 'sofia.rossi@example.com' },
  stats: { recent_progress: 60, active_goals: 2, completed_goals: 3, total_sessions: 20 },
};

/** The list the stories show: the four named children first, then the generated rows. */
export const CHILDREN: readonly Child[] = [LEO, AMARA, NOAH, MIA, ...GENERATED.slice(4)];
