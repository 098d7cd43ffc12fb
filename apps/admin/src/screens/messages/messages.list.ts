/**
 * The Contact Messages list (platform spec §2.2, §7, §9): GET /admin/contact-messages, searched
 * by the server across every page (name, email, subject and message), filtered by status, 10 a
 * page, newest first; Previous/Next and "Showing X to Y of Z results" only when there is more
 * than one page.
 */
import type { components } from '@aac/api-client';
import { CONTACT_MESSAGE_STATUS_FILTERS, statusLabel } from '@aac/domain';
import { filterFrom } from '../../kit/list/filterOptions';
import { defineResourceList, totalsOfPagePagination } from '../../kit/list/resourceList';

export type ContactMessage = components['schemas']['ContactMessage'];

/** Who wrote it: the name, or the email when the name is blank. */
export function senderName(message: Pick<ContactMessage, 'name' | 'email'>): string {
  return message.name.trim() || message.email;
}

/** The toast of a status set by hand: "Priya Shah's message is now Replied." */
export function statusChangedText(message: Pick<ContactMessage, 'name' | 'email'>, status: string): string {
  return `${senderName(message)}'s message is now ${statusLabel(status)}.`;
}

export const messagesList = defineResourceList<ContactMessage>()({
  path: '/admin/contact-messages',
  label: 'Messages',
  noun: { one: 'message', other: 'messages' },
  search: { placeholder: 'Search by name, email, subject or message' },
  filters: { status: filterFrom('Status', CONTACT_MESSAGE_STATUS_FILTERS) },
  // platform §9: 10 a page.
  pageSize: { fixed: 10 },
  paging: 'server',
  pagingBar: { summary: 'results', hideWhenSinglePage: true },
  rows: (data) => data.messages,
  totals: (data) => totalsOfPagePagination(data.pagination),
  rowId: (message) => String(message.id),
  rowName: senderName,
  empty: {
    title: 'No messages found',
    hint: 'Messages sent through the contact form appear here.',
    filteredHint: 'No message matches this search and this status. Try adjusting or clearing them.',
  },
});
