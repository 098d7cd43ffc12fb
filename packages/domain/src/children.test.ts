import { describe, expect, it } from 'vitest';
import {
  AGE_RANGE_FILTERS,
  AGE_RANGES,
  ageInRange,
  CHILD_STATUS_FILTERS,
  CHILD_STATUSES,
  COMMUNICATION_LEVEL_FILTERS,
  COMMUNICATION_LEVELS,
  childAgeDisplay,
  childDisplayName,
  diagnosisDisplay,
  isAgeRange,
} from './children';

describe('child vocabularies (core spec §2.2, §4)', () => {
  it('lists statuses, levels and age ranges in the spec order', () => {
    expect(CHILD_STATUSES).toEqual(['active', 'inactive', 'archived']);
    expect(COMMUNICATION_LEVELS).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(AGE_RANGES).toEqual(['0-5', '6-12', '13-18', '18+']);
    expect(isAgeRange('18+')).toBe(true);
    expect(isAgeRange('19-25')).toBe(false);
  });
});

describe('ageInRange', () => {
  it('includes both ends of 0-5, 6-12 and 13-18', () => {
    expect(ageInRange(0, '0-5')).toBe(true);
    expect(ageInRange(5, '0-5')).toBe(true);
    expect(ageInRange(6, '0-5')).toBe(false);
    expect(ageInRange(6, '6-12')).toBe(true);
    expect(ageInRange(12, '6-12')).toBe(true);
    expect(ageInRange(13, '6-12')).toBe(false);
    expect(ageInRange(13, '13-18')).toBe(true);
    expect(ageInRange(19, '13-18')).toBe(false);
  });

  it('puts 18 in both "13-18" and "18+" (both labels read literally)', () => {
    expect(ageInRange(18, '13-18')).toBe(true);
    expect(ageInRange(18, '18+')).toBe(true);
    expect(ageInRange(17, '18+')).toBe(false);
    expect(ageInRange(40, '18+')).toBe(true);
  });

  it('puts a missing age in no range', () => {
    for (const range of AGE_RANGES) {
      expect(ageInRange(null, range)).toBe(false);
      expect(ageInRange(undefined, range)).toBe(false);
    }
  });
});

describe('child display (core spec §2.2)', () => {
  it('shows "No diagnosis" and "N/A" for missing values', () => {
    expect(diagnosisDisplay('Autism')).toBe('Autism');
    expect(diagnosisDisplay('')).toBe('No diagnosis');
    expect(diagnosisDisplay(null)).toBe('No diagnosis');
    expect(childAgeDisplay(7)).toBe('7');
    expect(childAgeDisplay(0)).toBe('0');
    expect(childAgeDisplay(null)).toBe('N/A');
  });

  it('names a child', () => {
    expect(childDisplayName({ name: 'Ada L.', first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada L.');
    expect(childDisplayName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(childDisplayName({ first_name: 'Ada' })).toBe('Ada');
  });
});

describe('Child Management filters (core spec §2.2: all, then each value)', () => {
  it('offer All Status, All Levels and All Ages first', () => {
    expect(CHILD_STATUS_FILTERS.map((option) => option.label)).toEqual([
      'All Status',
      'Active',
      'Inactive',
      'Archived',
    ]);
    expect(COMMUNICATION_LEVEL_FILTERS.map((option) => option.value)).toEqual([
      '',
      'beginner',
      'intermediate',
      'advanced',
    ]);
    expect(AGE_RANGE_FILTERS.map((option) => option.label)).toEqual([
      'All Ages',
      '0-5',
      '6-12',
      '13-18',
      '18+',
    ]);
  });
});
