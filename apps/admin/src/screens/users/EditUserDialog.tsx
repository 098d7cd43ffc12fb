import { type components, errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import { statusLabel, USER_TYPES, type UserType } from '@aac/domain';
import { Banner, Button, Checkbox, Dialog, Select, sprinkles, TextField, useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { User } from './fixtures';

type UserUpdate = components['schemas']['UserUpdate'];
type ErrorBody = components['schemas']['Error'];

/** The fields of the edit dialog (core spec §2.1): first_name, last_name, email, user_type, is_active. */
interface EditUserForm {
  first_name: string;
  last_name: string;
  email: string;
  user_type: UserType;
  is_active: boolean;
}

type FieldName = keyof EditUserForm;

const USER_TYPE_OPTIONS = USER_TYPES.map((type) => ({ value: type, label: statusLabel(type) }));

function formOf(user: User): EditUserForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type: user.user_type,
    is_active: user.is_active,
  };
}

/**
 * The server's field problems (the Error body's details, JSON pointers such as "/email") by the
 * form field they name; problems of other paths stay in the message above the form.
 */
function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  const details = (error as Partial<ErrorBody> | null)?.details ?? [];
  const errors: Partial<Record<FieldName, string>> = {};
  for (const detail of details) {
    const field = detail.path.replace(/^\//, '') as FieldName;
    if (field in FORM_FIELDS && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

const FORM_FIELDS: Record<FieldName, true> = {
  first_name: true,
  last_name: true,
  email: true,
  user_type: true,
  is_active: true,
};

export interface EditUserDialogProps {
  user: User;
  onClose: () => void;
}

/**
 * Edits a user's name, email, type and active state (core spec §2.1, §6). When the server
 * refuses, the dialog stays open with everything typed and shows the server's message, with
 * field problems beside their fields (DESIGN.md: the UI never loses what a user typed).
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const [form, setForm] = useState<EditUserForm>(() => formOf(user));
  const update = $api.useMutation('put', '/admin/users/{id}');
  const fieldErrors = update.isError ? fieldErrorsOf(update.error) : {};

  const set = <Name extends FieldName>(name: Name, value: EditUserForm[Name]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    // core spec §7: PUT /admin/users/{id} with first_name, last_name, email, user_type, is_active.
    const body: UserUpdate = {
      ...form,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    };
    update.mutate(
      { params: { path: { id: user.id } }, body },
      {
        onSuccess: async (result) => {
          toast.success(result.message);
          onClose();
          await invalidateAfterChange(queryClient, 'users');
        },
      },
    );
  };

  return (
    <Dialog
      title="Edit user"
      isOpen
      isDismissable={!update.isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={(close) => (
        <>
          <Button variant="ghost" tone="neutral" onPress={close} isDisabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={update.isPending} pendingLabel="Saving...">
            Save
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={save} noValidate className={sprinkles({ display: 'grid', gap: 'large' })}>
        {update.isError ? (
          <Banner tone="critical" title="The user was not saved">
            {errorMessage(update.error)}
          </Banner>
        ) : null}
        <div
          className={sprinkles({
            display: 'grid',
            gridTemplateColumns: { mobile: 1, tablet: 2 },
            gap: 'large',
          })}
        >
          <TextField
            label="First name"
            value={form.first_name}
            onChange={(value) => set('first_name', value)}
            errorMessage={fieldErrors.first_name}
            autoComplete="off"
            maxLength={100}
          />
          <TextField
            label="Last name"
            value={form.last_name}
            onChange={(value) => set('last_name', value)}
            errorMessage={fieldErrors.last_name}
            autoComplete="off"
            maxLength={100}
          />
        </div>
        {/* core spec §5: the email field is of email type; no other checks are shown. */}
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={(value) => set('email', value)}
          errorMessage={fieldErrors.email}
          autoComplete="off"
          maxLength={255}
        />
        <Select
          label="User type"
          options={USER_TYPE_OPTIONS}
          value={form.user_type}
          onChange={(value) => set('user_type', value as UserType)}
          errorMessage={fieldErrors.user_type}
        />
        <Checkbox isSelected={form.is_active} onChange={(selected) => set('is_active', selected)}>
          Active
        </Checkbox>
      </form>
    </Dialog>
  );
}
