import { errorMessage, useApi } from '@aac/api-client';
import {
  CONFIRMATIONS,
  canDeleteRole,
  NO_PERMISSIONS_FOUND,
  PERMISSION_CATEGORY_ALL_LABEL,
  permissionCategoryDisplay,
  permissionsEmptyHint,
  roleDeletionBlocker,
  roleDisplay,
  roleHoldersLabel,
  SUPER_ADMIN_ROLE,
} from '@aac/domain';
import {
  Badge,
  Button,
  Card,
  DataTable,
  FilterBar,
  LinkButton,
  NewBadge,
  SearchField,
  Select,
  VisuallyHidden,
} from '@aac/ui';
import { History, KeyRound, Pencil, Plus, Trash2, Users, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ifMatch } from '../../kit/change/conflict';
import { useCreatedRowIds } from '../../kit/change/createdRows';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { useClientSearch } from '../../kit/list/clientSearch';
import { AUDIT_READ, historyHref } from '../../kit/list/historyAction';
import { useListParams } from '../../kit/list/useListParams';
import { QueryView } from '../../kit/QueryView';
import { ScreenPage } from '../../kit/ScreenPage';
import { signedInAdmin } from '../../kit/session/adminSession';
import { usePermission } from '../../kit/session/usePermission';
import { permissionActions, permissionColumns } from './permissions.columns';
import * as css from './roles.css';
import { type Permission, type Role, useAccessCatalog } from './useAccessCatalog';

const ALL = 'all';
const PERMISSION_LIST = {
  filters: { category: { values: [], all: '', open: true } },
  pageSize: { fixed: 10 },
} as const;

/** What the permission search looks in. */
const permissionSearchText = (permission: Permission) =>
  `${permission.name} ${permission.description ?? ''} ${permission.category}`;

// Loaded by the action that opens them.
const PermissionFormDialog = lazyDialog(() =>
  import('./PermissionFormDialog').then((m) => m.PermissionFormDialog),
);
const RoleFormDialog = lazyDialog(() => import('./RoleFormDialog').then((m) => m.RoleFormDialog));

/** Admin Management filtered to one role's holders: its list's role filter, held in the URL. */
const roleHoldersHref = (roleName: string) => `/admin/admins?${new URLSearchParams({ role: roleName })}`;

/**
 * How many admins hold a role ("3 admins"), a link to them in Admin Management for an admin who
 * may read admins; nothing while the server does not say.
 */
function RoleHolders({ role }: { role: Role }) {
  const canReadAdmins = usePermission('admins.read');
  if (role.admin_count === undefined) return null;
  const label = roleHoldersLabel(role.admin_count);
  return (
    <span>
      <Users size={14} aria-hidden />{' '}
      {canReadAdmins && role.admin_count > 0 ? (
        <Link
          to={roleHoldersHref(role.name)}
          className={css.holdersLink}
          aria-label={`${label} holding ${role.name}`}
        >
          {label}
        </Link>
      ) : (
        label
      )}
    </span>
  );
}

/**
 * Delete on a role card: offered while no admin holds the role; otherwise shown disabled, with
 * why beside it (the server refuses it, 409), so it is never offered and then refused.
 */
function DeleteRoleButton({ role, onPress }: { role: Role; onPress: () => void }) {
  const reasonId = useId();
  const blocker = roleDeletionBlocker(role);
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        tone="critical"
        icon={<Trash2 size={16} />}
        aria-label={`Delete ${role.name}`}
        aria-describedby={blocker ? reasonId : undefined}
        isDisabled={blocker !== undefined}
        onPress={onPress}
      >
        Delete
      </Button>
      {blocker ? (
        <p id={reasonId} className={css.deleteReason}>
          {blocker}
        </p>
      ) : null}
    </>
  );
}

/**
 * Role & Permission Management (platform spec §2.11): the role cards (name, description,
 * permission count, badge; super_admin has no delete, §6) with how many admins hold each (a link
 * to them), Create New Role and Edit Role, then the permissions with search and category filter
 * (held in the URL), create, edit and delete. Nobody but a super admin edits the role they hold,
 * so that card offers no Edit; a role admins hold shows its Delete disabled, saying why.
 */
export function RolesScreen() {
  const catalog = useAccessCatalog();
  const { $api } = useApi();
  const createdPermissions = useCreatedRowIds('/admin/permissions');
  const createdRoles = useCreatedRowIds('/admin/roles');
  const canReadAudit = usePermission(AUDIT_READ);
  const canWrite = usePermission('roles.write');
  const actor = signedInAdmin();
  const roleDialog = useRowDialog<'edit' | 'delete', Role>();
  const permissionDialog = useRowDialog<'edit' | 'delete', Permission>();
  const [creating, setCreating] = useState<'role' | 'permission' | null>(null);
  const roleChange = useChange('roles');
  const permissionChange = useChange('permissions');
  const removeRole = $api.useMutation('delete', '/admin/roles/{id}');
  const removePermission = $api.useMutation('delete', '/admin/permissions/{id}');
  const params = useListParams(PERMISSION_LIST);

  const categories = useMemo(
    () => [...new Set(catalog.permissions.map((permission) => permission.category))].sort(),
    [catalog.permissions],
  );
  const found = useClientSearch(catalog.permissions, permissionSearchText, params.search);
  const category = params.filters.category;
  const shown = useMemo(
    () => (category ? found.filter((permission) => permission.category === category) : found),
    [found, category],
  );
  const isOwnRole = (role: Role) => actor?.role === role.name && actor.role !== SUPER_ADMIN_ROLE;
  const canEditRole = (role: Role) =>
    canWrite && !isOwnRole(role) && (role.name !== SUPER_ADMIN_ROLE || actor?.role === SUPER_ADMIN_ROLE);

  return (
    <ScreenPage>
      <QueryView
        query={catalog.rolesQuery}
        loadingLabel="Loading the roles"
        failureTitle="The roles could not be loaded"
      >
        {() => (
          <div className={css.screen}>
            <div className={css.section}>
              <div className={css.sectionHeader}>
                <h2 className={css.sectionTitle}>Admin Roles</h2>
                {canWrite ? (
                  <Button icon={<Plus size={16} />} onPress={() => setCreating('role')}>
                    Create New Role
                  </Button>
                ) : null}
              </div>
              <ul className={css.cards}>
                {catalog.roles.map((role) => (
                  <li key={role.id}>
                    <Card
                      title={role.name}
                      headingLevel={3}
                      description={role.description || 'No description'}
                    >
                      <div className={css.cardFacts}>
                        {createdRoles.has(String(role.id)) ? <NewBadge /> : null}
                        <Badge tone={role.name === SUPER_ADMIN_ROLE ? 'brand' : 'neutral'}>
                          {roleDisplay(role.name)}
                        </Badge>
                        <span>
                          <KeyRound size={14} aria-hidden /> {role.permissions.length}{' '}
                          {role.permissions.length === 1 ? 'permission' : 'permissions'}
                        </span>
                        <RoleHolders role={role} />
                        {isOwnRole(role) ? <span>Your role: only a super admin can edit it.</span> : null}
                      </div>
                      {(canWrite && (canEditRole(role) || canDeleteRole(role))) || canReadAudit ? (
                        <div className={css.cardActions}>
                          {canWrite && canEditRole(role) ? (
                            <Button
                              size="small"
                              variant="ghost"
                              tone="neutral"
                              icon={<Pencil size={16} />}
                              aria-label={`Edit ${role.name}`}
                              onPress={() => roleDialog.open('edit', role)}
                            >
                              Edit
                            </Button>
                          ) : null}
                          {canReadAudit ? (
                            <LinkButton
                              size="small"
                              variant="ghost"
                              tone="neutral"
                              icon={<History size={16} />}
                              href={historyHref('role', role.id)}
                            >
                              History<VisuallyHidden> of {role.name}</VisuallyHidden>
                            </LinkButton>
                          ) : null}
                          {canWrite && canDeleteRole(role) ? (
                            <DeleteRoleButton role={role} onPress={() => roleDialog.open('delete', role)} />
                          ) : null}
                        </div>
                      ) : null}
                    </Card>
                  </li>
                ))}
              </ul>
            </div>

            <div className={css.section}>
              <div className={css.sectionHeader}>
                <h2 className={css.sectionTitle}>Permissions</h2>
                {canWrite ? (
                  <Button icon={<Plus size={16} />} onPress={() => setCreating('permission')}>
                    Create New Permission
                  </Button>
                ) : null}
              </div>
              <FilterBar
                label="Filter permissions"
                search={
                  <SearchField
                    label="Search permissions"
                    placeholder="Search permissions..."
                    // Searched in the browser: every keystroke filters at once, as the kit's lists do.
                    debounceMs={0}
                    value={params.search}
                    onChange={params.setSearch}
                  />
                }
                filters={[
                  <Select
                    key="category"
                    label="Category"
                    hideLabel
                    options={[
                      { value: ALL, label: PERMISSION_CATEGORY_ALL_LABEL },
                      ...categories.map((category) => ({
                        value: category,
                        label: permissionCategoryDisplay(category),
                      })),
                    ]}
                    value={params.filters.category || ALL}
                    valueLabel={(option) =>
                      option.value === ALL ? option.label : `Category: ${option.label}`
                    }
                    onChange={(value) => params.setFilter('category', value === ALL ? '' : value)}
                  />,
                ]}
                actions={
                  params.isFiltered ? (
                    <Button
                      variant="ghost"
                      tone="neutral"
                      icon={<X size={16} />}
                      onPress={params.clearFilters}
                    >
                      Clear filters
                    </Button>
                  ) : undefined
                }
              />
              <DataTable
                label="Permissions"
                data={shown}
                columns={permissionColumns}
                getRowId={(permission) => String(permission.id)}
                newRowIds={createdPermissions}
                getRowName={(permission) => permission.name}
                rowActions={canWrite ? permissionActions : undefined}
                onRowAction={(action, permission) => permissionDialog.open(action, permission)}
                emptyState={{
                  headingLevel: 3,
                  title: NO_PERMISSIONS_FOUND,
                  hint: permissionsEmptyHint(params.isFiltered),
                }}
                isLoading={catalog.permissionsQuery.isLoading}
                error={catalog.permissionsQuery.error ? errorMessage(catalog.permissionsQuery.error) : null}
                onRetry={() => catalog.permissionsQuery.refetch()}
                pagination={{ mode: 'client', hideWhenSinglePage: true }}
              />
            </div>
          </div>
        )}
      </QueryView>

      {creating === 'role' ? (
        <RoleFormDialog permissions={catalog.permissions} onClose={() => setCreating(null)} />
      ) : null}
      {creating === 'permission' ? <PermissionFormDialog onClose={() => setCreating(null)} /> : null}
      {roleDialog.render('edit', (role) => (
        <RoleFormDialog role={role} permissions={catalog.permissions} onClose={roleDialog.close} />
      ))}
      {permissionDialog.render('edit', (permission) => (
        <PermissionFormDialog permission={permission} onClose={permissionDialog.close} />
      ))}
      <DeleteConfirmation
        row={roleDialog.rowFor('delete')}
        rowName={(role) => role.name}
        // platform spec §5
        question={CONFIRMATIONS.deleteRole}
        isPending={roleChange.isPending}
        onDelete={(role) =>
          roleChange.run(
            () =>
              removeRole.mutateAsync({ params: { path: { id: role.id }, header: ifMatch(role.version) } }),
            {
              failure: `The role ${role.name} was not deleted`,
            },
          )
        }
        onClose={roleDialog.close}
      />
      <DeleteConfirmation
        row={permissionDialog.rowFor('delete')}
        rowName={(permission) => permission.name}
        // platform spec §5
        question={CONFIRMATIONS.deletePermission}
        consequence={() => 'Every role holding it loses it.'}
        isPending={permissionChange.isPending}
        onDelete={(permission) =>
          permissionChange.run(
            () =>
              removePermission.mutateAsync({
                params: { path: { id: permission.id }, header: ifMatch(permission.version) },
              }),
            { failure: `The permission ${permission.name} was not deleted` },
          )
        }
        onClose={permissionDialog.close}
      />
    </ScreenPage>
  );
}
