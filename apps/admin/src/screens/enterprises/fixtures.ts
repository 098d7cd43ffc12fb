/**
 * Deterministic enterprise accounts and team members for the Enterprises stories, typed from the
 * contract, newest first. No randomness and no "now" (the "in the future" date is far off). The
 * first rows show every rule of platform spec §2.6 and §5 on the first page: a team at its
 * maximum, children over theirs, inactive, no phone, a missing and an unreadable or future
 * created date, long names, an empty team, and a team one member short of its limit.
 */
import { TEAM_MEMBER_ROLES } from '@aac/domain';
import type { Enterprise, TeamMember } from './enterprises.list';

const NAMES = [
  'Harbor',
  'Maple',
  'Summit',
  'Willow',
  'Cedar',
  'Lakeside',
  'Northgate',
  'Pinecrest',
  'Riverbend',
  'Oakridge',
  'Bayview',
] as const;
const KINDS = ['Academy', 'Therapy Group', 'School District', 'Learning Centre', 'Speech Clinic'] as const;
const PEOPLE = [
  'Helen Park',
  'Marco Rossi',
  'Ama Owusu',
  'Jon Berg',
  'Lina Haddad',
  'Tariq Aziz',
  'Ines Vos',
] as const;

/** How many enterprises the stories list: 6 pages of 10. */
export const ENTERPRISE_FIXTURE_COUNT = 57;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function fixtureEnterprise(index: number): Enterprise {
  const name = `${pick(NAMES, index)} ${pick(KINDS, Math.floor(index / NAMES.length) + index)}`;
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id: 300 - index,
    version: 1,
    name,
    email: `office${index}@${slug}.example.org`,
    contact_person: pick(PEOPLE, index),
    phone: index % 3 === 1 ? null : `+1 555 02${String(index).padStart(2, '0')}`,
    max_children: 50,
    max_team_members: 10,
    is_active: index % 5 !== 3,
    subscription_plan: 'enterprise',
    billing_address: null,
    notes: null,
    created_at: new Date(Date.UTC(2025, 5, 20, 10) - index * 2 * 86_400_000).toISOString(),
    current_children: (index * 7) % 50,
    current_team_members: index % 10,
  };
}

const GENERATED: readonly Enterprise[] = Array.from({ length: ENTERPRISE_FIXTURE_COUNT }, (_, index) =>
  fixtureEnterprise(index),
);

/** Riverside School District: its team at the maximum (10/10), 34 of 50 children. */
export const RIVERSIDE: Enterprise = {
  ...(GENERATED[0] as Enterprise),
  name: 'Riverside School District',
  email: 'it@riverside.example.org',
  contact_person: 'Helen Park',
  phone: '+1 555 0188',
  max_children: 50,
  max_team_members: 10,
  is_active: true,
  billing_address: '12 River Road, Springfield, IL 62701',
  notes: 'Renewal due in September.',
  current_children: 34,
  current_team_members: 10,
};

/** Bright Steps Therapy Group: inactive, no phone, 121 children on a maximum of 120, no team. */
export const BRIGHT_STEPS: Enterprise = {
  ...(GENERATED[1] as Enterprise),
  name: 'Bright Steps Therapy Group',
  email: 'office@brightsteps.example.com',
  contact_person: 'Marco Rossi',
  phone: null,
  max_children: 120,
  max_team_members: 25,
  is_active: false,
  current_children: 121,
  current_team_members: 0,
};

/** Small Voices: a team of 1 on a maximum of 2, so one more member fills it; no created date (N/A). */
export const SMALL_VOICES: Enterprise = {
  ...(GENERATED[2] as Enterprise),
  name: 'Small Voices',
  email: 'hello@smallvoices.example.org',
  contact_person: 'Ama Owusu',
  max_children: 5,
  max_team_members: 2,
  current_children: 5,
  current_team_members: 1,
  created_at: null as unknown as string,
};

/** A long name and a created date in the future ("Invalid Date", platform §5). */
export const LONG_NAME: Enterprise = {
  ...(GENERATED[3] as Enterprise),
  name: 'The Northern Lakes Regional Consortium for Augmentative Communication in Schools',
  email: 'coordination.office@northern-lakes-regional-consortium.example.org',
  contact_person: 'Dr. Evangeline Montgomery-Fitzgerald',
  is_active: true,
  created_at: '2999-01-01T00:00:00.000Z',
};

/** The list the stories show: the named accounts first, then the generated rows. */
export const ENTERPRISES: readonly Enterprise[] = [
  RIVERSIDE,
  BRIGHT_STEPS,
  SMALL_VOICES,
  LONG_NAME,
  ...GENERATED.slice(4),
];

const MEMBER_NAMES = [
  ['Olivia', 'Grant'],
  ['Ben', 'Ito'],
  ['Chloe', 'Martin'],
  ['Dev', 'Raman'],
  ['Elif', 'Kaya'],
  ['Femi', 'Adeyemi'],
  ['Greta', 'Lind'],
  ['Hiro', 'Tanaka'],
  ['Isla', 'Reid'],
  ['Jamal', 'Price'],
] as const;

/** `count` members of the enterprise `domain`, oldest first, every role and an inactive one. */
export function fixtureTeam(firstId: number, domain: string, count: number): TeamMember[] {
  return Array.from({ length: count }, (_, index) => {
    const [first, last] = pick(MEMBER_NAMES, index);
    return {
      id: firstId + index,
      version: 1,
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
      role: pick(TEAM_MEMBER_ROLES, index),
      is_active: index % 4 !== 3,
      created_at: new Date(Date.UTC(2025, 1, 1, 9) + index * 86_400_000).toISOString(),
    };
  });
}

/**
 * platform spec §5: a backend may send a member without a join date, or one that cannot be right
 * (in the future): the last two members of a team get those.
 */
function withOddJoinDates(team: TeamMember[]): TeamMember[] {
  return team.map((member, index) => {
    if (index === team.length - 2) return { ...member, created_at: null as unknown as string };
    if (index === team.length - 1) return { ...member, created_at: '2999-01-01T00:00:00.000Z' };
    return member;
  });
}

/** The teams by enterprise id; an enterprise not listed has an empty team. */
export function fixtureTeams(): Map<number, TeamMember[]> {
  return new Map([
    [RIVERSIDE.id, withOddJoinDates(fixtureTeam(1000, 'riverside.example.org', 10))],
    [SMALL_VOICES.id, fixtureTeam(1100, 'smallvoices.example.org', 1)],
  ]);
}
