import type { SeedContext } from './context.ts';
import { FIRST_NAMES, LAST_NAMES } from './random.ts';

/**
 * Enterprises (platform spec §2.6) with limits, some near and some at their maximum of children
 * and team members (the Add Member button is disabled at the maximum, §4), with team members in
 * every role.
 */
const ENTERPRISES = [
  {
    name: 'Riverside School District',
    max_children: 50,
    max_team_members: 10,
    children: 50,
    team: 10,
    is_active: true,
  },
  {
    name: 'Bright Steps Therapy Center',
    max_children: 20,
    max_team_members: 5,
    children: 18,
    team: 4,
    is_active: true,
  },
  {
    name: 'Sunrise Early Learning',
    max_children: 30,
    max_team_members: 6,
    children: 12,
    team: 6,
    is_active: true,
  },
  {
    name: 'Northside Speech Clinic',
    max_children: 15,
    max_team_members: 3,
    children: 15,
    team: 2,
    is_active: true,
  },
  { name: 'Harbor Academy', max_children: 40, max_team_members: 8, children: 5, team: 1, is_active: false },
  {
    name: 'Maple Grove Inclusive School',
    max_children: 60,
    max_team_members: 12,
    children: 0,
    team: 0,
    is_active: true,
  },
  {
    name: 'Lakeside Pediatric Group',
    max_children: 25,
    max_team_members: 5,
    children: 24,
    team: 5,
    is_active: true,
  },
  {
    name: 'Valley Community Services',
    max_children: 50,
    max_team_members: 10,
    children: 3,
    team: 2,
    is_active: false,
  },
  {
    name: 'Summit Learning Trust',
    max_children: 100,
    max_team_members: 20,
    children: 7,
    team: 3,
    is_active: true,
  },
  {
    name: 'Oak Park Therapy Collective',
    max_children: 10,
    max_team_members: 4,
    children: 9,
    team: 4,
    is_active: true,
  },
  {
    name: 'Westbrook Elementary',
    max_children: 35,
    max_team_members: 7,
    children: 2,
    team: 1,
    is_active: true,
  },
] as const;

const ROLES = ['teacher', 'coordinator', 'admin'] as const;

export async function seedEnterprises(context: SeedContext, childIds: readonly number[]): Promise<void> {
  const { db, random, now } = context;
  let nextChild = 0;
  for (const [index, enterprise] of ENTERPRISES.entries()) {
    const domain = `${enterprise.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.org`;
    const contactFirst = random.pick(FIRST_NAMES);
    const contactLast = random.pick(LAST_NAMES);
    const { id } = await db
      .insertInto('enterprises')
      .values({
        name: enterprise.name,
        email: `admin@${domain}`,
        contact_person: `${contactFirst} ${contactLast}`,
        phone: index % 3 === 2 ? null : `+1 555 02${String(index).padStart(2, '0')}`,
        max_children: enterprise.max_children,
        max_team_members: enterprise.max_team_members,
        is_active: enterprise.is_active,
        subscription_plan: 'enterprise',
        billing_address: index % 2 === 0 ? `${100 + index} Main Street, Springfield` : null,
        notes: index === 0 ? 'At its limits: offer the next tier at renewal.' : null,
        created_at: random.pastDate(now, 10, 600),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    if (enterprise.team > 0) {
      await db
        .insertInto('team_members')
        .values(
          Array.from({ length: enterprise.team }, (_, member) => {
            const first = random.pick(FIRST_NAMES);
            const last = random.pick(LAST_NAMES);
            return {
              enterprise_id: id,
              first_name: first,
              last_name: last,
              email: `${first
                .toLowerCase()
                .normalize('NFD')
                .replace(/[^a-z]/g, '')}.${member + 1}@${domain}`,
              role: member === 0 ? 'admin' : member === 1 ? 'coordinator' : random.pick(ROLES),
              is_active: member % 5 !== 4,
              created_at: random.pastDate(now, 1, 300),
            };
          }),
        )
        .execute();
    }

    const assigned = childIds.slice(nextChild, nextChild + enterprise.children);
    nextChild += assigned.length;
    if (assigned.length > 0) {
      await db.updateTable('children').set({ enterprise_id: id }).where('id', 'in', assigned).execute();
    }
  }
}
