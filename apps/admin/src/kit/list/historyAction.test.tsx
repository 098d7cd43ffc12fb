import { clearSession, storeAdminSession } from '@aac/api-client';
import { createDataTableColumnHelper, DataTable, defineRowActions } from '@aac/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_ADMIN } from '../../testing/storyAdmins';
import { historyAction, historyHref } from './historyAction';

type Row = { id: number; name: string };
const row: Row = { id: 42, name: 'Maria Lopez' };
const column = createDataTableColumnHelper<Row>();
const columns = column.columns([column.accessor('name', { header: 'Name', meta: { isRowHeader: true } })]);
const press = (id: 'view' | 'edit' | 'delete') => ({ id, label: id, icon: null });
const actions = defineRowActions<Row>()([
  press('view'),
  press('edit'),
  press('delete'),
  historyAction('user'),
]);

function renderTable(permissions: string[]) {
  storeAdminSession('token', { ...STORY_ADMIN, version: 1, permissions });
  const onRowAction = vi.fn();
  render(
    <DataTable
      label="People"
      columns={columns}
      data={[row]}
      getRowId={(person) => String(person.id)}
      getRowName={(person) => person.name}
      rowActions={actions}
      // Typed without 'history': a link's id never reaches the screen's handler.
      onRowAction={(action: 'view' | 'edit' | 'delete', person) => onRowAction(action, person)}
    />,
  );
}

// jsdom has no ResizeObserver; the table watches its scroll edges with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  clearSession();
});

describe('History on a record', () => {
  it('links to the Audit Log filtered to that record', () => {
    expect(historyHref('user', 42)).toBe('/admin/audit-log?resource_type=user&resource_id=42');
    expect(historyAction<Row>('user').href?.(row)).toBe('/admin/audit-log?resource_type=user&resource_id=42');
    expect(historyAction<{ id: string }>('settings').href?.({ id: 'security' })).toBe(
      '/admin/audit-log?resource_type=settings&resource_id=security',
    );
  });

  it('changes nothing for an admin without audit.read: three actions stay three buttons', () => {
    renderTable(['users.read']);
    expect(screen.getByRole('button', { name: 'delete Maria Lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions for Maria Lopez' })).toBeNull();
  });

  it('sits in the row menu for an admin holding audit.read', () => {
    renderTable(['users.read', 'audit.read']);
    expect(screen.getByRole('button', { name: 'view Maria Lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'edit Maria Lopez' })).toBeTruthy();
    // Delete joins History behind the menu: two buttons and the menu, as with any four actions.
    expect(screen.queryByRole('button', { name: 'delete Maria Lopez' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More actions for Maria Lopez' })).toBeTruthy();
  });
});
