/**
 * The enterprises API for the Enterprises stories: contract-typed handlers around in-memory rows
 * that answer like the reference server (search over name, email and contact person; the status
 * filter; pages of { total, page, limit, pages }; a member beyond the maximum or an email already
 * on the team refused with 409), record what they receive, and fail on request.
 */
import type { components } from '@aac/api-client';
import type { RequestHandler } from 'msw';
import { fakeRows, LIST_FAILURE } from '../../testing/fakeRows';
import type { ListApiOptions, ListScreenApi } from '../../testing/listScreenSuite';
import { LOCAL_PROVIDER } from '../../testing/paymentProvider';
import { http } from '../../testing/storyApi';
import { offContract, offContractFields } from '../../testing/storyContract';
import { createVersionTrail } from '../../testing/versionTrail';
import { PLANS } from '../plans/fixtures';
import type { Enterprise, TeamMember } from './enterprises.list';
import { ENTERPRISES, fixtureTeams } from './fixtures';

type EnterpriseInput = components['schemas']['EnterpriseInput'];
type TeamMemberInput = components['schemas']['TeamMemberInput'];

export interface EnterprisesApiOptions extends ListApiOptions<Enterprise> {
  /** The team list of every enterprise never answers (the dialog's loading state) or fails. */
  team?: 'loading' | 'error';
  /** Refuse every save with a 409 for an email already in use. */
  saveConflict?: boolean;
}

export interface EnterprisesApi extends ListScreenApi {
  created: EnterpriseInput[];
  updates: Array<{ id: number; body: EnterpriseInput }>;
  memberAdds: Array<{ id: number; body: TeamMemberInput }>;
  removedMembers: Array<{ id: number; memberId: number }>;
  enterprises(): Enterprise[];
  team(id: number): TeamMember[];
}

export function createEnterprisesApi(options: EnterprisesApiOptions = {}): EnterprisesApi {
  const enterprises = fakeRows(options.rows ?? ENTERPRISES, {
    searchText: (enterprise) => [enterprise.name, enterprise.email, enterprise.contact_person].join(' '),
    filters: { status: (enterprise, value) => enterprise.is_active === (value === 'active') },
  });
  const teams = fixtureTeams();
  const created: EnterprisesApi['created'] = [];
  const updates: EnterprisesApi['updates'] = [];
  const memberAdds: EnterprisesApi['memberAdds'] = [];
  const removedMembers: EnterprisesApi['removedMembers'] = [];
  let nextId = 5000;
  const memberTrail = createVersionTrail();
  const teamOf = (id: number) => teams.get(id) ?? [];
  const conflict = (message: string) => ({ error: 'conflict', message });

  const handlers: RequestHandler[] = [
    // The plans an enterprise may be on (its form's picker, for an admin holding plans.read).
    http.get('/admin/subscription-plans', ({ response }) =>
      response(200).json({ plans: [...PLANS], provider: LOCAL_PROVIDER }),
    ),
    http.get('/admin/enterprises', async ({ request, response }) => {
      const answer = await enterprises.list(new URL(request.url).searchParams, options.list);
      if ('failure' in answer) return response(500).json(answer.failure);
      const { totalCount, currentPage, limit, totalPages } = answer.pagination;
      // Off the contract on purpose: Small Voices has no created date (shown N/A, platform §5).
      return offContract(
        response(200).json({
          enterprises: answer.rows,
          pagination: { total: totalCount, page: currentPage, limit, pages: totalPages },
        }),
        offContractFields('enterprises', answer.rows, 'created_at', (created) => created === null),
      );
    }),
    http.post('/admin/enterprises', async ({ request, response }) => {
      const body = await request.json();
      created.push(body);
      if (options.saveConflict)
        return response(409).json(conflict(`Another enterprise already uses the email ${body.email}.`));
      const enterprise: Enterprise = {
        id: nextId++,
        phone: null,
        billing_address: null,
        notes: null,
        is_active: true,
        subscription_plan: 'enterprise',
        ...body,
        version: 1,
        created_at: '2025-06-30T12:00:00.000Z',
        current_children: 0,
        current_team_members: 0,
      };
      enterprises.prepend(enterprise);
      return response(201).json({ success: true, message: 'Enterprise created successfully.', enterprise });
    }),
    http.put('/admin/enterprises/{id}', async ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = enterprises.precondition(id, request, 'enterprise');
      if (stale) return response(412).json(stale);
      const body = await request.json();
      updates.push({ id, body });
      if (options.saveConflict)
        return response(409).json(conflict(`Another enterprise already uses the email ${body.email}.`));
      const enterprise = enterprises.replace(id, body as Partial<Enterprise>);
      if (!enterprise) return response(404).json(enterprises.notFound('Enterprise', id));
      return response(200).json({ success: true, message: 'Enterprise updated successfully.', enterprise });
    }),
    http.delete('/admin/enterprises/{id}', ({ params, request, response }) => {
      const id = Number(params.id);
      const stale = enterprises.precondition(id, request, 'enterprise');
      if (stale) return response(412).json(stale);
      if (!enterprises.remove(id)) return response(404).json(enterprises.notFound('Enterprise', id));
      teams.delete(id);
      return response(200).json({ success: true, message: 'Enterprise deleted successfully.' });
    }),
    http.get('/admin/enterprises/{id}/team-members', async ({ params, response }) => {
      if (options.team === 'loading') await new Promise(() => undefined);
      if (options.team === 'error') return response(500).json(LIST_FAILURE);
      const team = teamOf(Number(params.id));
      // Off the contract on purpose: a member without a join date (shown N/A, platform §5).
      return offContract(
        response(200).json({ team_members: team }),
        offContractFields('team_members', team, 'created_at', (created) => created === null),
      );
    }),
    http.post('/admin/enterprises/{id}/team-members', async ({ params, request, response }) => {
      const id = Number(params.id);
      const body = await request.json();
      memberAdds.push({ id, body });
      const enterprise = enterprises.find(id);
      if (!enterprise) return response(404).json(enterprises.notFound('Enterprise', id));
      const team = teamOf(id);
      if (team.length >= enterprise.max_team_members) {
        return response(409).json(
          conflict(`This enterprise already has its maximum of ${enterprise.max_team_members} team members.`),
        );
      }
      if (team.some((member) => member.email.toLowerCase() === body.email.toLowerCase())) {
        return response(409).json(conflict(`${body.email} is already a member of this enterprise.`));
      }
      const team_member: TeamMember = {
        id: nextId++,
        role: 'teacher',
        is_active: true,
        ...body,
        version: 1,
        created_at: '2025-06-30T12:00:00.000Z',
      };
      teams.set(id, [...team, team_member]);
      enterprises.replace(id, { current_team_members: team.length + 1 });
      return response(201).json({ success: true, message: 'Team member added successfully.', team_member });
    }),
    http.delete('/admin/enterprises/{id}/team-members/{memberId}', ({ params, request, response }) => {
      const id = Number(params.id);
      const memberId = Number(params.memberId);
      removedMembers.push({ id, memberId });
      const team = teamOf(id);
      const member = team.find((candidate) => candidate.id === memberId);
      const stale = member && memberTrail.check(memberId, member, request, 'team member');
      if (stale) return response(412).json(stale);
      if (!team.some((member) => member.id === memberId)) {
        return response(404).json({ error: 'not_found', message: `Team member ${memberId} was not found.` });
      }
      teams.set(
        id,
        team.filter((member) => member.id !== memberId),
      );
      enterprises.replace(id, { current_team_members: team.length - 1 });
      return response(200).json({ success: true, message: 'Team member removed successfully.' });
    }),
  ];

  return {
    handlers,
    listQueries: enterprises.listQueries,
    rowCount: () => enterprises.all().length,
    created,
    updates,
    memberAdds,
    removedMembers,
    enterprises: enterprises.all,
    team: teamOf,
  };
}
