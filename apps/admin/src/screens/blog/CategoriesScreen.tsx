import { useApi } from '@aac/api-client';
import { CONFIRMATIONS, errorDeletingCategory, MESSAGES } from '@aac/domain';
import { Button, DataTable } from '@aac/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ifMatch } from '../../kit/change/conflict';
import { DeleteConfirmation } from '../../kit/change/DeleteConfirmation';
import { useChange } from '../../kit/change/useChange';
import { useRowDialog } from '../../kit/change/useRowDialog';
import { lazyDialog } from '../../kit/lazyDialog';
import { ListFilters } from '../../kit/list/ListFilters';
import { listTableProps } from '../../kit/list/listTableProps';
import { useResourceList } from '../../kit/list/useResourceList';
import { ScreenPage } from '../../kit/ScreenPage';
import { usePermission } from '../../kit/session/usePermission';
import { categoryActions, categoryColumns } from './categories.columns';
import { type BlogCategory, categoriesList } from './categories.list';

// Loaded by the action that opens them.
const CategoryDialog = lazyDialog(() => import('./CategoryDialog').then((m) => m.CategoryDialog));

/**
 * Blog Categories (core spec §2.5): the searchable table with New category, edit,
 * activate/deactivate and delete behind a confirmation; the spec's toasts, shown for 3 seconds.
 */
export function CategoriesScreen() {
  const list = useResourceList(categoriesList);
  const canWrite = usePermission('blog.write');
  const dialog = useRowDialog<'edit' | 'toggleActive' | 'delete', BlogCategory>();
  const [isCreating, setCreating] = useState(false);
  const { $api } = useApi();
  const change = useChange('blogCategories');
  const update = $api.useMutation('put', '/admin/blog/categories/{id}');
  const remove = $api.useMutation('delete', '/admin/blog/categories/{id}');

  const toggleActive = (category: BlogCategory) =>
    change.run(
      () =>
        update.mutateAsync({
          params: { path: { id: category.id }, header: ifMatch(category.version) },
          body: {
            name: category.name,
            description: category.description ?? '',
            color: category.color,
            icon: category.icon,
            sort_order: category.sort_order,
            is_active: !category.is_active,
          },
        }),
      { failure: MESSAGES.categoryStatusUpdateFailed },
    );

  return (
    <ScreenPage
      actions={
        canWrite ? (
          <Button icon={<Plus size={16} />} onPress={() => setCreating(true)}>
            New category
          </Button>
        ) : null
      }
    >
      <ListFilters list={list} />
      <DataTable
        {...listTableProps(list)}
        columns={categoryColumns}
        rowActions={canWrite ? categoryActions : undefined}
        onRowAction={(action, category) =>
          action === 'toggleActive' ? toggleActive(category) : dialog.open(action, category)
        }
      />
      {isCreating ? <CategoryDialog onClose={() => setCreating(false)} /> : null}
      {dialog.render('edit', (category) => (
        <CategoryDialog category={category} onClose={dialog.close} />
      ))}
      <DeleteConfirmation
        row={dialog.rowFor('delete')}
        rowName={(category) => category.name}
        // core spec §5: confirmation is required before deleting a category.
        question={CONFIRMATIONS.deleteCategory}
        isPending={change.isPending}
        onDelete={(category) =>
          change.run(
            () =>
              remove.mutateAsync({
                params: { path: { id: category.id }, header: ifMatch(category.version) },
              }),
            {
              // core spec §8: "Error deleting category: …" with the server's reason.
              failure: errorDeletingCategory,
            },
          )
        }
        onClose={dialog.close}
      />
    </ScreenPage>
  );
}
