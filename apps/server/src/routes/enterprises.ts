import { type Expression, expressionBuilder, type InferResult, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import { containsPattern, searchText } from '../db/search.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AreaHandlers, QueryParams, RequestBody } from '../http/operation-types.ts';
import { pageRequest } from './shared/pagination.ts';

/**
 * Enterprises area (platform spec §2.6, §3, §4, §5, §7): one page of enterprise accounts with
 * search and status filter, create, edit, delete with their team, and the Team Management
 * dialog (list, add, remove members).
 */

type EnterpriseInput = RequestBody<'createEnterprise'>;

// ---------------------------------------------------------------- data access

function enterpriseColumns(db: Db) {
  return db.selectFrom('enterprises').select((eb) => [
    'enterprises.id',
    'enterprises.name',
    'enterprises.email',
    'enterprises.contact_person',
    'enterprises.phone',
    'enterprises.max_children',
    'enterprises.max_team_members',
    'enterprises.is_active',
    'enterprises.subscription_plan',
    'enterprises.billing_address',
    'enterprises.notes',
    'enterprises.created_at',
    'enterprises.version',
    // platform §3: current_children and current_team_members are derived, never stored.
    eb
      .selectFrom('children')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('children.enterprise_id', '=', 'enterprises.id')
      .as('current_children'),
    eb
      .selectFrom('team_members')
      .select(eb.fn.countAll<number>().as('count'))
      .whereRef('team_members.enterprise_id', '=', 'enterprises.id')
      .as('current_team_members'),
  ]);
}

type EnterpriseRow = InferResult<ReturnType<typeof enterpriseColumns>>[number];

function enterpriseView(row: EnterpriseRow) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    current_children: Number(row.current_children ?? 0),
    current_team_members: Number(row.current_team_members ?? 0),
  };
}

async function findEnterprise(db: Db, id: number) {
  const row = await enterpriseColumns(db).where('enterprises.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Enterprise ${id} was not found.`);
  return row;
}

function enterpriseFilter(filters: QueryParams<'listEnterprises'>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'enterprises'>();
  const conditions: Expression<SqlBool>[] = [];
  const pattern = containsPattern(filters.search);
  if (pattern) conditions.push(eb(searchText.enterprises, 'ilike', pattern));
  if (filters.status) conditions.push(eb('enterprises.is_active', '=', filters.status === 'active'));
  return eb.and(conditions);
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The stored values of a create or of an update (an update replaces the record, contract
 * "Partial updates"). Both maximums are required (platform §5); omitted optional fields take the
 * defaults of platform §3: active, plan enterprise.
 */
function enterpriseValues(input: EnterpriseInput) {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    contact_person: input.contact_person.trim(),
    phone: blankToNull(input.phone),
    max_children: input.max_children,
    max_team_members: input.max_team_members,
    is_active: input.is_active ?? true,
    subscription_plan: input.subscription_plan?.trim() || 'enterprise',
    billing_address: blankToNull(input.billing_address),
    notes: blankToNull(input.notes),
  };
}

async function checkEmailFree(db: Db, email: string, exceptId?: number) {
  let query = db.selectFrom('enterprises').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`Another enterprise already uses the email ${email}.`);
}

function teamMemberColumns(db: Db) {
  return db
    .selectFrom('team_members')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'is_active', 'created_at', 'version']);
}

type TeamMemberRow = InferResult<ReturnType<typeof teamMemberColumns>>[number];

const teamMemberView = (row: TeamMemberRow) => ({ ...row, created_at: row.created_at.toISOString() });

// ---------------------------------------------------------------- handlers

export const enterprisesHandlers = {
  async listEnterprises(request) {
    const { db } = request.server;
    const page = pageRequest(request.query);
    const filter = enterpriseFilter(request.query);
    const { total } = await db
      .selectFrom('enterprises')
      .where(filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await enterpriseColumns(db)
      .where(filter)
      .orderBy('enterprises.created_at', 'desc')
      .orderBy('enterprises.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return {
      enterprises: rows.map(enterpriseView),
      pagination: {
        total: Number(total),
        page: page.page,
        limit: page.limit,
        pages: Math.ceil(Number(total) / page.limit),
      },
    };
  },

  async createEnterprise(request) {
    const { db } = request.server;
    const values = enterpriseValues(request.body);
    return inTransaction(db, async (trx) => {
      await checkEmailFree(trx, values.email);
      const { id } = await trx
        .insertInto('enterprises')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        message: 'Enterprise created successfully.',
        enterprise: enterpriseView(await findEnterprise(trx, id)),
      };
    });
  },

  async updateEnterprise(request) {
    const { db } = request.server;
    const { id } = request.params;
    const values = enterpriseValues(request.body);
    return inTransaction(db, async (trx) => {
      const current = await findEnterprise(trx, id);
      await checkEmailFree(trx, values.email, id);
      // A maximum below what the enterprise already uses would leave it over its own limit.
      const teamMembers = Number(current.current_team_members ?? 0);
      const children = Number(current.current_children ?? 0);
      if (values.max_team_members < teamMembers) {
        throw conflict(
          `Max team members cannot be lower than the ${teamMembers} members the enterprise already has.`,
        );
      }
      if (values.max_children < children) {
        throw conflict(
          `Max children cannot be lower than the ${children} children the enterprise already has.`,
        );
      }
      await trx
        .updateTable('enterprises')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return {
        success: true as const,
        message: 'Enterprise updated successfully.',
        enterprise: enterpriseView(await findEnterprise(trx, id)),
      };
    });
  },

  async deleteEnterprise(request) {
    const { db } = request.server;
    const { id } = request.params;
    await inTransaction(db, async (trx) => {
      await findEnterprise(trx, id);
      // The account goes with its team; its children stay with their parents, unassigned.
      await trx.deleteFrom('team_members').where('enterprise_id', '=', id).execute();
      await trx
        .updateTable('children')
        .set({ enterprise_id: null })
        .where('enterprise_id', '=', id)
        .execute();
      await trx.deleteFrom('enterprises').where('id', '=', id).execute();
    });
    return { success: true as const, message: 'Enterprise deleted successfully.' };
  },

  async listTeamMembers(request) {
    const { db } = request.server;
    const { id } = request.params;
    await findEnterprise(db, id);
    const rows = await teamMemberColumns(db)
      .where('enterprise_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { team_members: rows.map(teamMemberView) };
  },

  async addTeamMember(request) {
    const { db } = request.server;
    const { id } = request.params;
    const input = request.body;
    return inTransaction(db, async (trx) => {
      // Locking the enterprise row serialises concurrent adds, so the limit cannot be overshot.
      const enterprise = await trx
        .selectFrom('enterprises')
        .select(['id', 'max_team_members'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!enterprise) throw notFound(`Enterprise ${id} was not found.`);
      const { count } = await trx
        .selectFrom('team_members')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('enterprise_id', '=', id)
        .executeTakeFirstOrThrow();
      // platform §4: adding a member is disabled when the member count reaches the maximum.
      if (Number(count) >= enterprise.max_team_members) {
        throw conflict(
          `This enterprise already has its maximum of ${enterprise.max_team_members} team members.`,
        );
      }
      const email = input.email.trim();
      const clash = await trx
        .selectFrom('team_members')
        .select('id')
        .where('enterprise_id', '=', id)
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (clash) throw conflict(`${email} is already a member of this enterprise.`);
      const member = await trx
        .insertInto('team_members')
        .values({
          enterprise_id: id,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          email,
          role: input.role ?? 'teacher',
          is_active: input.is_active ?? true,
        })
        .returning(['id', 'first_name', 'last_name', 'email', 'role', 'is_active', 'created_at', 'version'])
        .executeTakeFirstOrThrow();
      return {
        success: true as const,
        message: 'Team member added successfully.',
        team_member: teamMemberView(member),
      };
    });
  },

  async removeTeamMember(request) {
    const { db } = request.server;
    const { id, memberId } = request.params;
    const result = await db
      .deleteFrom('team_members')
      .where('id', '=', memberId)
      .where('enterprise_id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw notFound(`Team member ${memberId} of enterprise ${id} was not found.`);
    }
    return { success: true as const, message: 'Team member removed successfully.' };
  },
} satisfies AreaHandlers;
