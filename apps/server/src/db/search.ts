import { type RawBuilder, sql } from 'kysely';

/**
 * Case-insensitive substring search. The expressions below are exactly the ones the trigram
 * indexes of migrations/0001_initial.ts are built on; keep them in step, or the index is not used.
 */
export const searchText = {
  users: sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email)`,
  children: sql<string>`(children.first_name || ' ' || children.last_name || ' ' || coalesce(children.diagnosis, ''))`,
  admins: sql<string>`(admins.first_name || ' ' || admins.last_name || ' ' || admins.email)`,
  enterprises: sql<string>`(enterprises.name || ' ' || enterprises.email || ' ' || enterprises.contact_person)`,
  payments: sql<string>`(payments.user_email || ' ' || payments.transaction_id)`,
  referrals: sql<string>`(referrals.referrer_email || ' ' || referrals.referred_email)`,
  referralPayouts: sql<string>`referral_payouts.user_email`,
  newsletterSubscriptions: sql<string>`(newsletter_subscriptions.email || ' ' || coalesce(newsletter_subscriptions.first_name, '') || ' ' || coalesce(newsletter_subscriptions.last_name, ''))`,
  contactMessages: sql<string>`(contact_messages.name || ' ' || contact_messages.email || ' ' || contact_messages.subject || ' ' || contact_messages.message)`,
  scheduledCalls: sql<string>`(scheduled_calls.name || ' ' || scheduled_calls.email || ' ' || coalesce(scheduled_calls.phone, ''))`,
} satisfies Record<string, RawBuilder<string>>;

/**
 * The ILIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally
 * (a search for "50%" finds "50%", not everything starting with "50"). Undefined for a blank term.
 */
export function containsPattern(term: string | undefined): string | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a trigram index can narrow the search for `term`: pg_trgm takes trigrams from runs of
 * letters and digits in a LIKE pattern, so a term needs three of them in a row (a search for "ma"
 * reads the whole index, which is no faster than reading the table).
 */
export function narrowsTrigramSearch(term: string | undefined): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term ?? '');
}
