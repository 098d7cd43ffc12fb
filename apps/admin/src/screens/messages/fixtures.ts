/**
 * Deterministic contact messages for the Contact Messages stories, typed from the contract. No
 * randomness and no "now", so the screenshot baselines stay stable. The first rows show every
 * rule of platform spec §2.2 and §4 on the first page: each status, an unknown status (from a
 * backend newer than the contract) that reads New, a long subject and message, and an address
 * whose characters must be encoded in the reply link.
 */
import { CONTACT_MESSAGE_STATUSES } from '@aac/domain';
import type { ContactMessage } from './messages.list';

const FIRST_NAMES = [
  'Priya',
  'Tom',
  'Aisha',
  'Lukas',
  'Mei',
  'Diego',
  'Sara',
  'Jonah',
  'Fatima',
  'Olle',
  'Rin',
  'Ada',
  'Bruno',
] as const;
const LAST_NAMES = [
  'Nair',
  'Baker',
  'Khan',
  'Berg',
  'Chen',
  'Alves',
  'Levi',
  'Price',
  'Diallo',
  'Holm',
  'Sato',
] as const;
const SUBJECTS = [
  'Question about the family plan',
  'Invoice copy',
  'Symbols do not load offline',
  'School licence for next term',
  'Voice output is too quiet',
  'Can I export my boards?',
  'Thank you!',
] as const;
const BODIES = [
  'Can two parents share one family account on different phones?',
  'Could you resend my April invoice? The one in my inbox is missing the VAT number.',
  'Since the last update the symbol pictures stay grey when the tablet is offline.',
  'We would like to order licences for 24 pupils starting in September.',
  'The speech is hard to hear in a classroom even at full volume.',
] as const;

/** How many messages the stories list: 6 pages of 10, so the page window has room to move. */
export const MESSAGE_FIXTURE_COUNT = 57;

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

/** The message at `index` (0 is the newest), five hours apart. */
function fixtureMessage(index: number): ContactMessage {
  const first = pick(FIRST_NAMES, index);
  const last = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length) + index);
  return {
    id: 700 - index,
    version: 1,
    name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}${index}@example.com`,
    subject: pick(SUBJECTS, index),
    message: pick(BODIES, index),
    status: pick(CONTACT_MESSAGE_STATUSES, Math.floor(index / 2)),
    created_at: new Date(Date.UTC(2025, 5, 28, 16, 40) - index * 5 * 3_600_000).toISOString(),
  };
}

const GENERATED: readonly ContactMessage[] = Array.from({ length: MESSAGE_FIXTURE_COUNT }, (_, index) =>
  fixtureMessage(index),
);

/** Priya Nair: new, a short question. */
export const PRIYA: ContactMessage = {
  ...(GENERATED[0] as ContactMessage),
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  subject: 'Question about the family plan',
  message: 'Can two parents share one family account on different phones?\n\nThanks,\nPriya',
  status: 'new',
};

/** Tom Baker: a status this app does not know (a newer backend's "archived"), which reads New. */
export const TOM: ContactMessage = {
  ...(GENERATED[1] as ContactMessage),
  name: 'Tom Baker',
  email: 'tom+billing@example.com',
  subject: 'Invoice copy & VAT number?',
  message: 'Could you resend my April invoice? The copy I have is missing our VAT number.',
  status: 'archived' as ContactMessage['status'],
};

/** Aisha Khan: replied, with a subject and a message far longer than a row holds. */
export const AISHA: ContactMessage = {
  ...(GENERATED[2] as ContactMessage),
  name: 'Aisha Khan-Worthington-Abernathy',
  email: 'aisha.khan-worthington-abernathy@long-school-district.example.org',
  subject:
    'Our speech therapist would like to know whether the core vocabulary boards can be shared between classrooms of the same school',
  message: `${'We have twelve classrooms and each has a tablet with its own boards. '.repeat(6)}Is there a way to keep them in step?\n\nKind regards,\nAisha`,
  status: 'replied',
};

/** Lukas Berg: read. */
export const LUKAS: ContactMessage = {
  ...(GENERATED[3] as ContactMessage),
  name: 'Lukas Berg',
  email: 'lukas.berg@example.com',
  status: 'read',
};

/** Mei Chen: closed. */
export const MEI: ContactMessage = {
  ...(GENERATED[4] as ContactMessage),
  name: 'Mei Chen',
  email: 'mei.chen@example.com',
  status: 'closed',
};

/** The list the stories show: the named messages first, then the generated rows. */
export const CONTACT_MESSAGES: readonly ContactMessage[] = [
  PRIYA,
  TOM,
  AISHA,
  LUKAS,
  MEI,
  ...GENERATED.slice(5),
];
