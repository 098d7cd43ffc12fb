import { describe, expect, it } from 'vitest';
import {
  AUDIT_RESOURCE_TYPE_FILTERS,
  auditActionLabel,
  auditActionOptions,
  auditActorName,
  auditFieldLabel,
  auditValueText,
  changedFieldsLabel,
  dayBoundary,
  formatExactMoment,
  formatMoment,
} from './audit';

describe('audit actions in words', () => {
  it('reads an operation as what was done to what', () => {
    expect(auditActionLabel('updateUser', 'update')).toBe('Updated user');
    expect(auditActionLabel('deleteBlogPost', 'delete')).toBe('Deleted blog post');
    expect(auditActionLabel('cancelUserSubscription')).toBe('Cancelled user subscription');
    expect(auditActionLabel('approveReferralPayout')).toBe('Approved referral payout');
  });

  it('names the events and the awkward ones', () => {
    expect(auditActionLabel('adminLogin')).toBe('Signed in');
    expect(auditActionLabel('adminLoginFailed')).toBe('Failed sign-in');
    expect(auditActionLabel('adminLogout')).toBe('Signed out');
    expect(auditActionLabel('generateStripeIds')).toBe('Generated Stripe IDs');
  });

  it('says whether a save created or updated', () => {
    expect(auditActionLabel('saveSocialLink', 'create')).toBe('Created social link');
    expect(auditActionLabel('saveSupportItem', 'update')).toBe('Updated support item');
    expect(auditActionLabel('saveSupportItem', null)).toBe('Saved support item');
  });

  it('reads an unknown action as its words, not as code', () => {
    expect(auditActionLabel('mergeAccounts')).toBe('Merge accounts');
    expect(auditActionLabel('frobnicate')).toBe('Frobnicate');
  });

  it('offers every action, or those of one kind of record, by their words', () => {
    const all = auditActionOptions();
    expect(all.map((option) => option.label)).toContain('Failed sign-in');
    expect(all.map((option) => option.label)).toEqual(
      [...all.map((option) => option.label)].sort((a, b) => a.localeCompare(b)),
    );
    expect(auditActionOptions('user')).toEqual([
      { value: 'activateUser', label: 'Activated user' },
      { value: 'deactivateUser', label: 'Deactivated user' },
      { value: 'deleteUser', label: 'Deleted user' },
      { value: 'updateUser', label: 'Updated user' },
    ]);
  });
});

describe('audit records, actors and values', () => {
  it('puts "All records" first and the kinds by name', () => {
    expect(AUDIT_RESOURCE_TYPE_FILTERS[0]).toEqual({ value: '', label: 'All kinds' });
    expect(AUDIT_RESOURCE_TYPE_FILTERS.slice(1, 3).map((option) => option.label)).toEqual([
      'Admin',
      'Blog category',
    ]);
  });

  it('names who acted', () => {
    expect(auditActorName({ type: 'admin', name: 'Grace Hopper', email: 'grace@example.com' })).toBe(
      'Grace Hopper',
    );
    expect(auditActorName({ type: 'admin', name: null, email: 'grace@example.com' })).toBe(
      'grace@example.com',
    );
    expect(auditActorName({ type: 'stripe', name: null, email: null })).toBe('Stripe');
    expect(auditActorName({ type: 'system', name: null, email: null })).toBe('System');
    expect(auditActorName({ type: 'anonymous', name: null, email: null })).toBe('Not signed in');
  });

  it('counts fields and names them', () => {
    expect(changedFieldsLabel(1)).toBe('1 field');
    expect(changedFieldsLabel(3)).toBe('3 fields');
    expect(auditFieldLabel('first_name')).toBe('First name');
    expect(auditFieldLabel('values.smtpPassword')).toBe('Values · Smtp password');
  });

  it('writes values for reading: empty, text, JSON indented', () => {
    expect(auditValueText(null)).toBe('empty');
    expect(auditValueText('')).toBe('empty');
    expect(auditValueText('Lopez')).toBe('Lopez');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText(42)).toBe('42');
    expect(auditValueText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });
});

describe('moments', () => {
  it('formats a moment and the exact one (in the test time zone, UTC)', () => {
    expect(formatMoment('2026-11-28T14:02:11Z')).toBe('Nov 28, 2026, 2:02 PM');
    expect(formatExactMoment('2026-11-28T14:02:11Z')).toBe('November 28, 2026 at 2:02:11 PM UTC');
  });

  it('turns a day into the start of it, or of the next day for the end of a range', () => {
    expect(dayBoundary('2026-11-28', 'start')).toBe('2026-11-28T00:00:00.000Z');
    expect(dayBoundary('2026-11-28', 'end')).toBe('2026-11-29T00:00:00.000Z');
    expect(dayBoundary('2026-12-31', 'end')).toBe('2027-01-01T00:00:00.000Z');
    expect(dayBoundary('2026-02-31', 'start')).toBeUndefined();
    expect(dayBoundary('yesterday', 'start')).toBeUndefined();
  });
});
