import { USER_STATUS_FILTERS } from '@aac/domain';
import { describe, expect, it } from 'vitest';
// A real declaration: what the kit turns it into is what User Management sends.
import { childColumns } from '../../screens/children/children.columns';
import { childrenList } from '../../screens/children/children.list';
import { paymentColumns } from '../../screens/payments/payments.columns';
import { paymentsList } from '../../screens/payments/payments.list';
import { referralColumns } from '../../screens/referrals/referrals.columns';
import { referralsList } from '../../screens/referrals/referrals.list';
import { userColumns } from '../../screens/users/users.columns';
import { usersList as users } from '../../screens/users/users.list';
import { filterFrom } from './filterOptions';
import { listQueryOf, listQueryStateFromUrl, totalsOfPagePagination } from './resourceList';

describe('a resource list declaration', () => {
  it('sends the trimmed search, the set filters, page and limit, and nothing for "all"', () => {
    const state = { search: '  ann ', filters: { status: 'inactive', user_type: '' }, page: 3, pageSize: 25 };
    expect(listQueryOf(users, state)).toEqual({ search: 'ann', status: 'inactive', page: 3, limit: 25 });
    expect(listQueryOf(users, state, false)).toEqual({ search: 'ann', status: 'inactive' });
  });

  it('reads the same query from a URL as the screen will send, so the route can prefetch it', () => {
    const url = new URL('http://admin.test/admin/users?q=ann&status=inactive&user_type=bogus&page=2&size=50');
    expect(listQueryOf(users, listQueryStateFromUrl(users, url))).toEqual({
      search: 'ann',
      status: 'inactive',
      page: 2,
      limit: 50,
    });
  });

  it('takes the "All …" option of the domain filters as the all label', () => {
    expect(filterFrom('Status', USER_STATUS_FILTERS)).toEqual({
      label: 'Status',
      allLabel: 'All Status',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ],
    });
  });

  it('reads the totals of the (total, page, limit, pages) pagination shape', () => {
    expect(totalsOfPagePagination({ total: 120, pages: 3 })).toEqual({ totalCount: 120, totalPages: 3 });
  });
});

describe('a server-sorted list', () => {
  it('sends the URL-held sort as field or -field, and only the fields it offers', () => {
    const url = new URL('http://admin.test/admin/users?sort=-created_at');
    expect(listQueryOf(users, listQueryStateFromUrl(users, url))).toMatchObject({ sort: '-created_at' });
    const refused = new URL('http://admin.test/admin/users?sort=password_hash');
    expect(listQueryOf(users, listQueryStateFromUrl(users, refused))).not.toHaveProperty('sort');
  });

  it('sends no sort when the URL holds none, so the server keeps its default order', () => {
    const url = new URL('http://admin.test/admin/users?page=2');
    expect(listQueryOf(users, listQueryStateFromUrl(users, url))).not.toHaveProperty('sort');
  });
});

describe('the sortable columns', () => {
  // A sortable header sends its column id (an accessor key unless given) as the sort field, and
  // the kit drops fields the list does not declare: the two must name the same fields.
  type ColumnShape = { id?: string; accessorKey?: unknown; enableSorting?: boolean };
  const sortableIds = (columns: ReadonlyArray<ColumnShape>) =>
    columns
      .filter((column) => column.enableSorting === true)
      .map((column) => column.id ?? column.accessorKey);

  it('of User Management match its sort fields', () => {
    const columns: ReadonlyArray<ColumnShape> = userColumns;
    expect(sortableIds(columns).sort()).toEqual([...(users.sort?.fields ?? [])].sort());
  });

  it('of Child Management match its sort fields', () => {
    const columns: ReadonlyArray<ColumnShape> = childColumns;
    expect(sortableIds(columns).sort()).toEqual([...(childrenList.sort?.fields ?? [])].sort());
  });

  it('of the payment history match its sort fields', () => {
    const columns: ReadonlyArray<ColumnShape> = paymentColumns;
    expect(sortableIds(columns).sort()).toEqual([...(paymentsList.sort?.fields ?? [])].sort());
  });

  it('of the referrals match their sort fields', () => {
    const columns: ReadonlyArray<ColumnShape> = referralColumns;
    expect(sortableIds(columns).sort()).toEqual([...(referralsList.sort?.fields ?? [])].sort());
  });
});

describe('a date range filter', () => {
  // Declared as the Audit Log declares it: `from` and `to` are one day each in the URL.
  it('sends whole days in the admin time zone (UTC in tests), the last one included', async () => {
    const { auditList } = await import('../../screens/audit/audit.list');
    const url = new URL('http://admin.test/admin/audit-log?from=2026-11-27&to=2026-11-28&actor=3');
    expect(listQueryOf(auditList, listQueryStateFromUrl(auditList, url))).toEqual({
      actor: '3',
      from: '2026-11-27T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
      page: 1,
      limit: 10,
    });
  });

  it('drops a day that is not one', async () => {
    const { auditList } = await import('../../screens/audit/audit.list');
    const url = new URL('http://admin.test/admin/audit-log?from=2026-02-31&to=soon');
    expect(listQueryStateFromUrl(auditList, url).filters).toMatchObject({ from: '', to: '' });
  });
});
