/**
 * Deterministic scheduled calls for the Scheduled Calls stories, typed from the contract, soonest
 * first as the server answers. No randomness and no "now". The first rows show every rule of
 * platform spec §2.5 and §4 on the first page: each status, a call in another time zone (the
 * stories run on UTC, so its admin-time line shows), no phone, no purpose ("General
 * consultation"), and a long purpose.
 */
import { SCHEDULED_CALL_STATUSES } from '@aac/domain';
import type { ScheduledCall } from './calls.list';

const FIRST_NAMES = [
  'Jonas',
  'Lena',
  'Kofi',
  'Ruth',
  'Ana',
  'Milan',
  'Yara',
  'Hugo',
  'Ilse',
  'Omar',
  'Pia',
  'Sven',
  'Tara',
] as const;
const LAST_NAMES = [
  'Weber',
  'Moss',
  'Mensah',
  'Cole',
  'Silva',
  'Novak',
  'Haddad',
  'Blanc',
  'Vos',
  'Aziz',
  'Lund',
] as const;
const ZONES = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'America/Los_Angeles'] as const;
const PURPOSES = [
  'Choosing a plan for our school',
  null,
  'Setting up a family account',
  'Questions about therapist tools',
  '',
] as const;
const DURATIONS = [15, 30, 45, 60] as const;

/** How many calls the stories list: 6 pages of 10. */
export const CALL_FIXTURE_COUNT = 57;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function fixtureCall(index: number): ScheduledCall {
  const first = pick(FIRST_NAMES, index);
  const last = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length) + index);
  const day = new Date(Date.UTC(2025, 6, 1) + Math.floor(index / 3) * 86_400_000);
  return {
    id: 400 + index,
    version: 1,
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com`,
    phone: index % 4 === 1 ? null : `+1 555 01${String(index).padStart(2, '0')}`,
    preferred_date: day.toISOString().slice(0, 10),
    preferred_time: `${String(9 + (index % 3) * 2).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
    timezone: pick(ZONES, index),
    call_duration: pick(DURATIONS, index),
    call_purpose: pick(PURPOSES, index),
    status: pick(SCHEDULED_CALL_STATUSES, Math.floor(index / 2)),
    admin_notes: null,
  };
}

const GENERATED: readonly ScheduledCall[] = Array.from({ length: CALL_FIXTURE_COUNT }, (_, index) =>
  fixtureCall(index),
);

/** Jonas Weber: pending, 2:30 PM in New York (6:30 PM on the stories' UTC clock), with a purpose. */
export const JONAS: ScheduledCall = {
  ...(GENERATED[0] as ScheduledCall),
  name: 'Jonas Weber',
  email: 'jonas.weber@example.com',
  phone: '+1 555 0134',
  preferred_date: '2025-07-01',
  preferred_time: '14:30',
  timezone: 'America/New_York',
  call_duration: 30,
  call_purpose: 'Choosing a plan for our school',
  status: 'pending',
  admin_notes: null,
};

/** Lena Moss: confirmed, in UTC (no second time), no phone, no purpose, with notes. */
export const LENA: ScheduledCall = {
  ...(GENERATED[1] as ScheduledCall),
  name: 'Lena Moss',
  email: 'lena.moss@example.com',
  phone: null,
  preferred_date: '2025-07-01',
  preferred_time: '16:00',
  timezone: 'UTC',
  call_duration: 15,
  call_purpose: null,
  status: 'confirmed',
  admin_notes: 'Confirmed by email.',
};

/** Kofi Mensah: completed, in Tokyo: 9:00 AM there is midnight on the stories' clock, the same day. */
export const KOFI: ScheduledCall = {
  ...(GENERATED[2] as ScheduledCall),
  name: 'Kofi Mensah',
  email: 'kofi.mensah@example.com',
  preferred_date: '2025-07-02',
  preferred_time: '09:00',
  timezone: 'Asia/Tokyo',
  call_duration: 60,
  status: 'completed',
  admin_notes: 'Sent the enterprise brochure afterwards.',
};

/** Ruth Cole: cancelled, with a purpose longer than its column. */
export const RUTH: ScheduledCall = {
  ...(GENERATED[3] as ScheduledCall),
  name: 'Ruth Cole',
  email: 'ruth.cole@example.com',
  preferred_date: '2025-07-02',
  preferred_time: '11:00',
  timezone: 'Europe/London',
  call_purpose:
    'Our district is comparing communication apps for forty classrooms and would like a walkthrough of the admin tools',
  status: 'cancelled',
};

/** The list the stories show: the named calls first, then the generated rows. */
export const CALLS: readonly ScheduledCall[] = [JONAS, LENA, KOFI, RUTH, ...GENERATED.slice(4)];
