import { describe, expect, it } from 'vitest';
import { callInstant, callTimeDisplay, isOverdueCall } from './calls';

const call = (preferred_date: string, preferred_time: string, timezone: string) => ({
  preferred_date,
  preferred_time,
  timezone,
});

describe('when a scheduled call happens (platform spec §2.5, §3)', () => {
  it('reads the date and time on the clock of the call zone, daylight saving included', () => {
    expect(callInstant(call('2024-06-12', '14:30', 'America/New_York'))?.toISOString()).toBe(
      '2024-06-12T18:30:00.000Z',
    );
    expect(callInstant(call('2024-01-12', '14:30', 'America/New_York'))?.toISOString()).toBe(
      '2024-01-12T19:30:00.000Z',
    );
    expect(callInstant(call('2024-06-12', '09:00', 'UTC'))?.toISOString()).toBe('2024-06-12T09:00:00.000Z');
    expect(callInstant(call('2024-06-12', '09:00', 'Asia/Kolkata'))?.toISOString()).toBe(
      '2024-06-12T03:30:00.000Z',
    );
    // 02:30 does not exist in New York on 10 March 2024: the moment after the gap.
    expect(callInstant(call('2024-03-10', '02:30', 'America/New_York'))?.toISOString()).toBe(
      '2024-03-10T07:30:00.000Z',
    );
  });

  it('cannot read an unknown zone, a malformed date or time', () => {
    expect(callInstant(call('2024-06-12', '14:30', 'Mars/Olympus'))).toBeNull();
    expect(callInstant(call('12/06/2024', '14:30', 'UTC'))).toBeNull();
    expect(callInstant(call('2024-06-12', '25:00', 'UTC'))).toBeNull();
  });

  it('shows the call in its own zone, and the admin local time beside it when it reads differently', () => {
    expect(callTimeDisplay(call('2024-06-12', '14:30', 'America/New_York'), 'Europe/Berlin')).toEqual({
      date: 'Wed, Jun 12, 2024',
      time: '2:30 PM',
      zone: 'America/New_York (EDT)',
      local: '8:30 PM, Jun 12 your time',
      instant: '2024-06-12T18:30:00.000Z',
    });
    // Across midnight the local day is named.
    expect(callTimeDisplay(call('2024-06-12', '22:00', 'America/Los_Angeles'), 'UTC').local).toBe(
      '5:00 AM, Jun 13 your time',
    );
    // Same clock, no second line.
    expect(callTimeDisplay(call('2024-06-12', '09:00', 'UTC'), 'UTC')).toMatchObject({
      time: '9:00 AM',
      zone: 'UTC',
      local: null,
    });
    expect(callTimeDisplay(call('2024-06-12', '09:00', 'Europe/London'), 'Europe/Dublin').local).toBeNull();
  });

  it('shows what was stored when it cannot be read', () => {
    expect(callTimeDisplay(call('2024-06-12', '14:30', 'Mars/Olympus'), 'UTC')).toEqual({
      date: '2024-06-12',
      time: '14:30',
      zone: 'Mars/Olympus',
      local: null,
      instant: null,
    });
  });
});

describe('isOverdueCall', () => {
  const jonas = { preferred_date: '2025-07-01', preferred_time: '14:30', timezone: 'America/New_York' };
  it('flags a pending call whose time has passed in its own zone', () => {
    // 14:30 in New York is 18:30 UTC.
    expect(isOverdueCall({ ...jonas, status: 'pending' }, new Date('2025-07-01T18:31:00Z'))).toBe(true);
    expect(isOverdueCall({ ...jonas, status: 'pending' }, new Date('2025-07-01T18:29:00Z'))).toBe(false);
  });
  it('never flags a call that was answered', () => {
    for (const status of ['confirmed', 'completed', 'cancelled'])
      expect(isOverdueCall({ ...jonas, status }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});
