/** Enterprise accounts and their team members (platform spec §2.6, §3, §5, §9). */

import { TEAM_MEMBERS_MAX } from './limits';

/** platform spec §9: enterprise search debounce. */
export const ENTERPRISE_SEARCH_DEBOUNCE_MS = 500;

/** platform spec §3 and §9: enterprise defaults (max children 50, max team members 10). */
export const NEW_ENTERPRISE_DEFAULTS = {
  name: '',
  email: '',
  contact_person: '',
  phone: '',
  max_children: 50,
  max_team_members: 10,
  is_active: true,
  subscription_plan: 'enterprise',
  billing_address: '',
  notes: '',
};

/** platform spec §3 and §6: team member roles; teacher is the default. */
export const TEAM_MEMBER_ROLES = ['teacher', 'coordinator', 'admin'] as const;
export type TeamMemberRole = (typeof TEAM_MEMBER_ROLES)[number];
export const DEFAULT_TEAM_MEMBER_ROLE: TeamMemberRole = 'teacher';

export const NEW_TEAM_MEMBER_DEFAULTS = {
  first_name: '',
  last_name: '',
  email: '',
  role: DEFAULT_TEAM_MEMBER_ROLE,
  is_active: true,
};

/** platform spec §4: adding a member is disabled when the count reaches the enterprise maximum. */
export function canAddTeamMember(memberCount: number, maxTeamMembers: number): boolean {
  return memberCount < maxTeamMembers;
}

/** platform spec §2.6: a limit shown as used/max. */
export function usageLabel(used: number | null | undefined, max: number): string {
  return `${used ?? 0}/${max}`;
}

/** Where a used/max limit stands: under it, at it (nothing more fits), or over it. */
export type LimitState = 'under' | 'at' | 'over';

/**
 * platform spec §2.6 and §4: the list marks a limit that is reached (adding stops there) or
 * exceeded (a maximum lowered below what was already used, or data from before the limit).
 */
export function limitState(used: number | null | undefined, max: number): LimitState {
  const count = used ?? 0;
  if (count > max) return 'over';
  return count === max ? 'at' : 'under';
}

/** The words of a reached or exceeded limit, beside its used/max. */
export const LIMIT_STATE_LABELS: Record<Exclude<LimitState, 'under'>, string> = {
  at: 'Full',
  over: 'Over limit',
};

/**
 * platform spec §4: why Add Member is disabled once the team reaches the enterprise's maximum.
 */
export function teamFullReason(maxTeamMembers: number): string {
  return `This team has reached its maximum of ${maxTeamMembers} ${maxTeamMembers === 1 ? 'member' : 'members'}. Raise Max team members on the enterprise, or remove a member, to add another.`;
}

/** The contract's ceiling of max_children (platform §5 gives only the minimum, 1). */
export const MAX_CHILDREN_LIMIT = 1_000_000;

/**
 * platform spec §5: max children and max team members are required integers, minimum 1; the
 * contract caps them (a team is answered whole, so it is bounded at TEAM_MEMBERS_MAX).
 */
export function isValidEnterpriseLimit(value: unknown, max: number = MAX_CHILDREN_LIMIT): boolean {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max;
}

const limitMessage = (max: number) => `Enter a whole number from 1 to ${max.toLocaleString('en-US')}`;

/** The inline message of a phone that is not one. */
export const PHONE_ERROR =
  'Enter a phone number of digits, spaces and + ( ) - . only, such as +1 555 010 0199';

/**
 * Whether a typed phone number can be one: blank (optional), or digits with the usual separators
 * and an optional leading +, 5 to 20 digits ("call me maybe" is not a phone number).
 */
export function isPlausiblePhone(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 5 && digits <= 20;
}

type EnterpriseField = 'name' | 'email' | 'contact_person' | 'phone' | 'max_children' | 'max_team_members';

/** platform spec §5: name, email and contact person are required; both limits integers ≥ 1; a phone, when given, is one. */
export function enterpriseErrors(form: {
  name?: string;
  email?: string;
  contact_person?: string;
  phone?: string;
  max_children?: unknown;
  max_team_members?: unknown;
}): Partial<Record<EnterpriseField, string>> {
  const errors: Partial<Record<EnterpriseField, string>> = {};
  if (form.phone !== undefined && !isPlausiblePhone(form.phone)) errors.phone = PHONE_ERROR;
  if (!form.name?.trim()) errors.name = 'Name is required';
  if (!form.email?.trim()) errors.email = 'Email is required';
  if (!form.contact_person?.trim()) errors.contact_person = 'Contact person is required';
  if (!isValidEnterpriseLimit(form.max_children)) errors.max_children = limitMessage(MAX_CHILDREN_LIMIT);
  if (!isValidEnterpriseLimit(form.max_team_members, TEAM_MEMBERS_MAX))
    errors.max_team_members = limitMessage(TEAM_MEMBERS_MAX);
  return errors;
}

/** platform spec §5: first name, last name and email of a team member are required. */
export function teamMemberErrors(form: {
  first_name?: string;
  last_name?: string;
  email?: string;
}): Partial<Record<'first_name' | 'last_name' | 'email', string>> {
  const errors: Partial<Record<'first_name' | 'last_name' | 'email', string>> = {};
  if (!form.first_name?.trim()) errors.first_name = 'First name is required';
  if (!form.last_name?.trim()) errors.last_name = 'Last name is required';
  if (!form.email?.trim()) errors.email = 'Email is required';
  return errors;
}

/**
 * platform spec §5: enterprise dates show "N/A" if missing and "Invalid Date" if unparsable
 * or in the future (relative to `now`); otherwise the date, formatted by `format`
 * (en-US local date by default).
 */
export function enterpriseDateDisplay(
  value: string | null | undefined,
  now: Date,
  format: (date: Date) => string = (date) => date.toLocaleDateString('en-US'),
): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) return 'Invalid Date';
  return format(date);
}
