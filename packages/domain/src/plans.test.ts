import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  applyPreset,
  canGenerateProviderIds,
  displayOrderOrDefault,
  freePlanKey,
  inferPlanType,
  isPlanType,
  isProviderConnected,
  limitLabel,
  matchesPlanKind,
  NEW_SUBSCRIPTION_PLAN_DEFAULTS,
  numberFromText,
  PLAN_KIND_FILTERS,
  PLAN_PRESETS,
  PLAN_TYPES,
  type PresetFields,
  planDeletionRefusal,
  planKeyFromName,
  planKeyProblem,
  planKeyTakenMessage,
  planKindLabel,
  plansFoundLabel,
  providerConnectionLabel,
  providerIdDisplay,
  syncCountsLabel,
  syncStatusLabel,
  totalSubscribersLabel,
  wholeNumberProblem,
} from './plans';

const blankForm: PresetFields & { name: string } = {
  name: 'Starter',
  plan_type: '',
  plan_key: '',
  max_children: 0,
  max_team_members: 0,
  is_enterprise: true,
  description: '',
};

describe('plan presets (platform spec §9: children / team)', () => {
  it('lists the five plan types in tier order', () => {
    expect(PLAN_TYPES).toEqual(['free', 'individual', 'family', 'professional', 'enterprise']);
    expect(isPlanType('family')).toBe(true);
    expect(isPlanType('gold')).toBe(false);
  });

  it.each([
    ['free', 1, 0],
    ['individual', 1, 0],
    ['family', 5, 0],
    ['professional', 20, 5],
    ['enterprise', 999, 999],
  ] as const)('%s is %i children / %i team members', (type, children, team) => {
    expect(PLAN_PRESETS[type].max_children).toBe(children);
    expect(PLAN_PRESETS[type].max_team_members).toBe(team);
    expect(PLAN_PRESETS[type].description.length).toBeGreaterThan(0);

    const form = applyPreset(blankForm, type);
    expect(form).toEqual({
      name: 'Starter',
      plan_type: type,
      plan_key: type,
      max_children: children,
      max_team_members: team,
      is_enterprise: type === 'enterprise',
      description: PLAN_PRESETS[type].description,
    });
  });

  it('keeps the plan key when editing (platform spec §5)', () => {
    const form = applyPreset({ ...blankForm, plan_key: 'family_2024' }, 'professional', { editing: true });
    expect(form.plan_key).toBe('family_2024');
    expect(form.plan_type).toBe('professional');
    expect(form.is_enterprise).toBe(false);
  });
});

describe('plan tables (platform spec §2.7, §2.9, §4)', () => {
  it('reads a limit of 0 as "Unlimited"', () => {
    expect(limitLabel(0)).toBe('Unlimited');
    expect(limitLabel(5)).toBe('5');
    expect(limitLabel(999)).toBe('999');
  });

  it('counts a plan connected only with all three provider ids', () => {
    const ids = {
      stripe_product_id: 'prod_1',
      stripe_monthly_price_id: 'price_m',
      stripe_yearly_price_id: 'price_y',
    };
    expect(isProviderConnected(ids)).toBe(true);
    expect(providerConnectionLabel(ids)).toBe('Stripe Connected');
    expect(canGenerateProviderIds(ids)).toBe(false);
    for (const missing of [
      'stripe_product_id',
      'stripe_monthly_price_id',
      'stripe_yearly_price_id',
    ] as const) {
      const partial = { ...ids, [missing]: null };
      expect(isProviderConnected(partial)).toBe(false);
      expect(providerConnectionLabel(partial)).toBe('Not Connected');
      expect(canGenerateProviderIds(partial)).toBe(true);
    }
    expect(isProviderConnected({ ...ids, stripe_yearly_price_id: '' })).toBe(false);
    expect(providerIdDisplay(null)).toBe('N/A');
    expect(providerIdDisplay('prod_1')).toBe('prod_1');
  });

  it('labels sync state, plan kind and counts', () => {
    expect(syncStatusLabel(true)).toBe('Sync Required');
    expect(syncStatusLabel(false)).toBe('In Sync');
    expect(planKindLabel(true)).toBe('Enterprise');
    expect(planKindLabel(false)).toBe('Standard');
    expect(PLAN_KIND_FILTERS.map((option) => option.label)).toEqual([
      'All Types',
      'Standard Plans',
      'Enterprise Plans',
    ]);
    expect(matchesPlanKind({ is_enterprise: true }, 'enterprise')).toBe(true);
    expect(matchesPlanKind({ is_enterprise: true }, 'standard')).toBe(false);
    expect(matchesPlanKind({ is_enterprise: false }, 'standard')).toBe(true);
    expect(matchesPlanKind({ is_enterprise: false }, '')).toBe(true);
    expect(plansFoundLabel(4)).toBe('4 plans found');
  });
});

describe('new subscription plan (platform spec §3, §5, §9)', () => {
  it('has the spec defaults', () => {
    expect(NEW_SUBSCRIPTION_PLAN_DEFAULTS).toMatchObject({
      max_children: 1,
      max_team_members: 0,
      is_active: true,
      is_enterprise: false,
      popular: false,
      generate_stripe_ids: true,
      display_order: 999,
      gradient: 'from-blue-500 to-purple-600',
      icon: 'fa-star',
      cta_text: 'Upgrade',
      cta_style: 'outline',
    });
  });

  it('falls back to display order 999 when blank', () => {
    expect(displayOrderOrDefault('')).toBe(999);
    expect(displayOrderOrDefault('  ')).toBe(999);
    expect(displayOrderOrDefault(undefined)).toBe(999);
    expect(displayOrderOrDefault('3')).toBe(3);
    expect(displayOrderOrDefault(0)).toBe(0);
  });
});

describe('the Plan Management counts (platform spec §2.7)', () => {
  it('says how many plans each side holds on the sync status line', () => {
    expect(syncCountsLabel({ total_stripe_plans: 5, total_db_plans: 6 })).toBe(
      '5 plans in Stripe, 6 in the database',
    );
    expect(syncCountsLabel({ total_stripe_plans: 1, total_db_plans: 1 })).toBe(
      '1 plan in Stripe, 1 in the database',
    );
  });

  it('adds up the subscribers of the plans shown, in en-US format', () => {
    expect(totalSubscribersLabel([{ user_count: 412 }, { user_count: 1_000 }])).toBe(
      '1,412 total subscribers',
    );
    expect(totalSubscribersLabel([{ user_count: 1 }])).toBe('1 total subscriber');
    expect(totalSubscribersLabel([])).toBe('0 total subscribers');
  });
});

describe('plan form inputs (issue 38): refused beside the field, never clamped', () => {
  it('derives a key from the name', () => {
    expect(planKeyFromName('School Year 2025!')).toBe('school_year_2025');
    expect(planKeyFromName('  Écoles & Co ')).toBe('ecoles_co');
    expect(planKeyFromName('x'.repeat(80))).toHaveLength(50);
  });

  it('says what a key may hold', () => {
    expect(planKeyProblem('school year!')).toBe(
      'Plan Key can hold only lowercase letters, digits, - and _ (no spaces)',
    );
    expect(planKeyProblem('')).toBe('Plan Key is required');
    expect(planKeyProblem('school_plan')).toBeUndefined();
  });

  it('reads typed numbers without guessing', () => {
    expect(numberFromText('1,000,000')).toBe(1_000_000);
    expect(numberFromText(' 9.99 ')).toBe(9.99);
    expect(numberFromText('')).toBeNull();
    for (const text of ['abc', '1e3', '0x10', '12abc']) expect(numberFromText(text)).toBeUndefined();
  });

  it('refuses amounts and limits out of range', () => {
    expect(amountProblem('Monthly price', '-5', { max: 1_000_000 })).toBe(
      'Monthly price must be between $0.00 and $1,000,000.00',
    );
    expect(amountProblem('Yearly discount', '150', { max: 100, unit: 'percent' })).toBe(
      'Yearly discount must be between 0 and 100 %',
    );
    expect(amountProblem('Monthly price', '9.999', { max: 1_000_000 })).toBe(
      'Monthly price can have at most two decimals',
    );
    expect(amountProblem('Monthly price', 'abc', { max: 1_000_000 })).toBe(
      'Monthly price must be a number, such as 9.99',
    );
    expect(amountProblem('Monthly price', '', { max: 1_000_000 })).toBeUndefined();
    expect(wholeNumberProblem('Max children', '-7', 999_999)).toBe(
      'Max children must be a whole number from 0 to 999,999',
    );
    expect(wholeNumberProblem('Max children', '1,000,000', 999_999)).toBeDefined();
    expect(wholeNumberProblem('Max children', '2.5', 999_999)).toBeDefined();
    expect(wholeNumberProblem('Max children', '5', 999_999)).toBeUndefined();
  });
});

describe('plan keys, types and deletion', () => {
  it('suggests the first free key when a preset key is taken', () => {
    expect(freePlanKey('family', ['free', 'individual'])).toBe('family');
    expect(freePlanKey('family', ['family'])).toBe('family_2');
    expect(freePlanKey('family', ['family', 'family_2', 'family_3'])).toBe('family_4');
    const long = 'a'.repeat(50);
    expect(freePlanKey(long, [long])).toBe(`${'a'.repeat(48)}_2`);
    expect(planKeyTakenMessage('family')).toBe('A plan with the key "family" already exists.');
  });

  it('infers a missing plan type as the server stores it', () => {
    expect(inferPlanType('family', false)).toBe('family');
    expect(inferPlanType('school', true)).toBe('enterprise');
    expect(inferPlanType('school', false)).toBe('individual');
    expect(inferPlanType('school', false, 'professional')).toBe('professional');
  });

  it("says the server's refusal to delete a plan with subscribers", () => {
    expect(planDeletionRefusal({ name: 'Family', user_count: 0 })).toBeNull();
    expect(planDeletionRefusal({ name: 'Family' })).toBeNull();
    expect(planDeletionRefusal({ name: 'Solo', user_count: 1 })).toBe(
      'The plan "Solo" cannot be deleted: 1 user is subscribed to it.',
    );
    expect(planDeletionRefusal({ name: 'Free', user_count: 1204 })).toBe(
      'The plan "Free" cannot be deleted: 1,204 users are subscribed to it.',
    );
  });
});
