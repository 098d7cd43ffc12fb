import { permissionCategoryDisplay } from '@aac/domain';
import { Button, Checkbox } from '@aac/ui';
import { useId } from 'react';
import * as css from './roles.css';
import type { Permission } from './useAccessCatalog';

export interface PermissionChecklistProps {
  /** Every permission of the catalog, each shown with its description. */
  permissions: readonly Permission[];
  /** The ids checked. */
  selected: ReadonlySet<number>;
  /** Called with the ids checked after a change. */
  onChange(selected: Set<number>): void;
  /** Whether the signed-in admin may add this permission (nobody grants what they do not hold). */
  canGrant(permission: Permission): boolean;
  /** The whole list is fixed (super_admin holds every permission by rule). */
  isDisabled?: boolean;
}

/**
 * The role's permissions, grouped by category with a select-all per category, each with its
 * description from the catalog, so the admin knows what a name opens. It does not scroll on its
 * own (platform spec §2.11 says 10rem): the dialog's body is the one scroll region, and each
 * category's heading stays in view while its permissions pass under it. A permission the admin
 * does not hold cannot be added; one the role already has stays as it is.
 */
export function PermissionChecklist({
  permissions,
  selected,
  onChange,
  canGrant,
  isDisabled = false,
}: PermissionChecklistProps) {
  const legendId = useId();
  const categories = new Map<string, Permission[]>();
  for (const permission of permissions)
    categories.set(permission.category, [...(categories.get(permission.category) ?? []), permission]);
  const changeable = (permission: Permission) => !isDisabled && canGrant(permission);

  return (
    <fieldset className={css.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={css.legend}>
        Permissions ({selected.size} selected)
      </legend>
      <div className={css.checklist}>
        {[...categories].map(([category, members]) => {
          const free = members.filter(changeable);
          const allOn = free.length > 0 && free.every((permission) => selected.has(permission.id));
          const label = permissionCategoryDisplay(category);
          return (
            <fieldset key={category} className={css.category} aria-label={label}>
              <div className={css.categoryHeader}>
                <span aria-hidden>{label}</span>
                <Button
                  size="small"
                  variant="ghost"
                  tone="neutral"
                  isDisabled={free.length === 0}
                  aria-label={`${allOn ? 'Clear all' : 'Select all'} ${label}`}
                  onPress={() => {
                    const next = new Set(selected);
                    for (const permission of free) {
                      if (allOn) next.delete(permission.id);
                      else next.add(permission.id);
                    }
                    onChange(next);
                  }}
                >
                  {allOn ? 'Clear all' : 'Select all'}
                </Button>
              </div>
              {members.map((permission) => (
                <Checkbox
                  key={permission.id}
                  isSelected={selected.has(permission.id)}
                  isDisabled={!changeable(permission)}
                  description={permission.description?.trim() || 'No description'}
                  onChange={(on) => {
                    const next = new Set(selected);
                    if (on) next.add(permission.id);
                    else next.delete(permission.id);
                    onChange(next);
                  }}
                >
                  <span className={css.permissionName}>{permission.name}</span>
                </Checkbox>
              ))}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
