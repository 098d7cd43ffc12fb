import { useApi } from '@aac/api-client';
import { CATEGORY_COLORS, CATEGORY_ICONS, MESSAGES, NEW_CATEGORY_DEFAULTS, statusLabel } from '@aac/domain';
import { FormDialog, FormGrid, Select, Switch, TextArea, TextField } from '@aac/ui';
import { useChange } from '../../kit/change/useChange';
import { useDialogForm } from '../../kit/form/useDialogForm';
import { integer, required } from '../../kit/form/validators';
import type { BlogCategory } from './categories.list';

const COLOR_OPTIONS = CATEGORY_COLORS.map((value) => ({ value, label: statusLabel(value) }));
const ICON_OPTIONS = CATEGORY_ICONS.map((value) => ({ value, label: value }));

export interface CategoryDialogProps {
  category?: BlogCategory;
  onClose: () => void;
}

/**
 * Adds or edits a category (core spec §2.5, §5): name required, sort order an integer (0 unless
 * given), colour and icon from the spec's lists; a new category starts blue, tag, 0, active.
 */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const { $api } = useApi();
  const create = $api.useMutation('post', '/admin/blog/categories');
  const update = $api.useMutation('put', '/admin/blog/categories/{id}');
  const change = useChange('blogCategories');
  const start = category ?? NEW_CATEGORY_DEFAULTS;
  const form = useDialogForm({
    initialValues: {
      name: start.name,
      description: start.description ?? '',
      color: start.color as (typeof CATEGORY_COLORS)[number],
      icon: start.icon as (typeof CATEGORY_ICONS)[number],
      sort_order: String(start.sort_order),
      is_active: start.is_active,
    },
    validate: (values) => ({
      name: required('Name', values.name),
      sort_order: integer('Sort order', values.sort_order),
    }),
    submit: (values) => {
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        color: values.color,
        icon: values.icon,
        // core spec §5: sort_order is an integer defaulting to 0.
        sort_order: values.sort_order.trim() === '' ? 0 : Number(values.sort_order),
        is_active: values.is_active,
      };
      return category
        ? update.mutateAsync({ params: { path: { id: category.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: async (result) => {
      onClose();
      await change.succeeded(result.message);
    },
    // core spec §8.
    failureTitle: category ? MESSAGES.categoryUpdateFailed : MESSAGES.categoryCreationFailed,
  });

  return (
    <FormDialog
      title={category ? 'Edit category' : 'New category'}
      submitLabel={category ? 'Save changes' : 'Create category'}
      onClose={onClose}
      {...form.dialog}
    >
      <TextField label="Name" isRequired {...form.field('name')} maxLength={100} autoComplete="off" />
      <TextArea label="Description" {...form.field('description')} rows={2} maxLength={500} />
      <FormGrid>
        <Select label="Colour" options={COLOR_OPTIONS} {...form.field('color')} />
        <Select label="Icon" options={ICON_OPTIONS} {...form.field('icon')} />
      </FormGrid>
      <TextField
        label="Sort order"
        description="Lower numbers come first; 0 unless given."
        {...form.field('sort_order')}
        autoComplete="off"
      />
      <Switch isSelected={form.values.is_active} onChange={(value) => form.set('is_active', value)}>
        Active
      </Switch>
    </FormDialog>
  );
}
