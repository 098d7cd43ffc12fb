import { describe, expect, it } from 'vitest';
import {
  canAddTeamMember,
  DEFAULT_TEAM_MEMBER_ROLE,
  ENTERPRISE_SEARCH_DEBOUNCE_MS,
  enterpriseDateDisplay,
  enterpriseErrors,
  isPlausiblePhone,
  isValidEnterpriseLimit,
  LIMIT_STATE_LABELS,
  limitState,
  NEW_ENTERPRISE_DEFAULTS,
  NEW_TEAM_MEMBER_DEFAULTS,
  PHONE_ERROR,
  TEAM_MEMBER_ROLES,
  teamFullReason,
  teamMemberErrors,
  usageLabel,
} from './enterprise';

describe('enterprises (platform spec §3, §9)', () => {
  it('defaults to 50 children and 10 team members, active, enterprise plan', () => {
    expect(NEW_ENTERPRISE_DEFAULTS).toMatchObject({
      max_children: 50,
      max_team_members: 10,
      is_active: true,
      subscription_plan: 'enterprise',
    });
    expect(ENTERPRISE_SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('has teacher, coordinator and admin members, teacher by default', () => {
    expect(TEAM_MEMBER_ROLES).toEqual(['teacher', 'coordinator', 'admin']);
    expect(DEFAULT_TEAM_MEMBER_ROLE).toBe('teacher');
    expect(NEW_TEAM_MEMBER_DEFAULTS).toMatchObject({ role: 'teacher', is_active: true });
  });

  it('stops adding members at the maximum (platform spec §4)', () => {
    expect(canAddTeamMember(9, 10)).toBe(true);
    expect(canAddTeamMember(10, 10)).toBe(false);
    expect(canAddTeamMember(11, 10)).toBe(false);
    expect(usageLabel(3, 50)).toBe('3/50');
    expect(usageLabel(undefined, 10)).toBe('0/10');
  });

  it('validates the forms (platform spec §5)', () => {
    expect(isValidEnterpriseLimit(1)).toBe(true);
    expect(isValidEnterpriseLimit('50')).toBe(true);
    expect(isValidEnterpriseLimit(0)).toBe(false);
    expect(isValidEnterpriseLimit('1.5')).toBe(false);
    expect(isValidEnterpriseLimit('')).toBe(false);
    expect(enterpriseErrors({ ...NEW_ENTERPRISE_DEFAULTS })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      contact_person: 'Contact person is required',
    });
    expect(
      enterpriseErrors({
        name: 'A',
        email: 'a@b.c',
        contact_person: 'C',
        max_children: 0,
        max_team_members: 1,
      }),
    ).toEqual({
      max_children: 'Enter a whole number from 1 to 1,000,000',
    });
    // The team is answered whole, so its maximum is bounded too.
    expect(
      enterpriseErrors({
        name: 'A',
        email: 'a@b.c',
        contact_person: 'C',
        max_children: 1,
        max_team_members: 1001,
      }),
    ).toEqual({ max_team_members: 'Enter a whole number from 1 to 1,000' });
    expect(
      enterpriseErrors({
        name: 'A',
        email: 'a@b.c',
        contact_person: 'C',
        max_children: 1,
        max_team_members: 1000,
      }),
    ).toEqual({});
    expect(teamMemberErrors({ first_name: 'A', last_name: '', email: '' })).toEqual({
      last_name: 'Last name is required',
      email: 'Email is required',
    });
  });
});

describe('enterpriseDateDisplay (platform spec §5)', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const format = (date: Date) => date.toISOString().slice(0, 10);

  it('shows "N/A" when missing', () => {
    expect(enterpriseDateDisplay(null, now)).toBe('N/A');
    expect(enterpriseDateDisplay('', now)).toBe('N/A');
  });

  it('shows "Invalid Date" when unparsable or in the future', () => {
    expect(enterpriseDateDisplay('not a date', now)).toBe('Invalid Date');
    expect(enterpriseDateDisplay('2025-06-16T00:00:00Z', now)).toBe('Invalid Date');
  });

  it('formats a past date', () => {
    expect(enterpriseDateDisplay('2024-02-01T10:00:00Z', now, format)).toBe('2024-02-01');
    expect(enterpriseDateDisplay('2025-06-15T12:00:00Z', now, format)).toBe('2025-06-15');
    expect(enterpriseDateDisplay('2024-02-01T12:00:00Z', now)).toMatch(/^\d{1,2}\/\d{1,2}\/2024$/);
  });
});

describe('limits shown as used/max (platform spec §2.6, §4)', () => {
  it('says whether a limit is under, at or over its maximum', () => {
    expect(limitState(9, 10)).toBe('under');
    expect(limitState(10, 10)).toBe('at');
    expect(limitState(11, 10)).toBe('over');
    expect(limitState(null, 50)).toBe('under');
    expect(LIMIT_STATE_LABELS).toEqual({ at: 'Full', over: 'Over limit' });
  });

  it('says why Add Member is disabled', () => {
    expect(teamFullReason(10)).toBe(
      'This team has reached its maximum of 10 members. Raise Max team members on the enterprise, or remove a member, to add another.',
    );
    expect(teamFullReason(1)).toMatch(/^This team has reached its maximum of 1 member\./);
  });
});

describe('an enterprise phone', () => {
  it('is optional, and when given made of digits and the usual separators', () => {
    for (const phone of ['', '+1 555 010 0199', '(030) 123-4567', '020.7946.0958'])
      expect(isPlausiblePhone(phone)).toBe(true);
    for (const phone of ['call me maybe', '12', '+1 555 CALL NOW', '1'.repeat(21)])
      expect(isPlausiblePhone(phone)).toBe(false);
  });

  it('says how to write one under the field', () => {
    expect(
      enterpriseErrors({
        ...NEW_ENTERPRISE_DEFAULTS,
        name: 'A',
        email: 'a@b.c',
        contact_person: 'C',
        phone: 'call me maybe',
      }),
    ).toEqual({ phone: PHONE_ERROR });
  });

  it('takes a typed whole number of a limit, and refuses 2.5', () => {
    expect(isValidEnterpriseLimit('12')).toBe(true);
    expect(isValidEnterpriseLimit('2.5')).toBe(false);
    expect(isValidEnterpriseLimit('abc')).toBe(false);
  });
});
