import { type components, errorMessage, invalidateAfterChange, useApi } from '@aac/api-client';
import {
  CHILD_STATUSES,
  type ChildStatus,
  COMMUNICATION_LEVELS,
  type CommunicationLevel,
  statusLabel,
} from '@aac/domain';
import { Banner, Button, Dialog, Select, sprinkles, TextArea, TextField, useToast } from '@aac/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type Child, childName } from './fixtures';

type ChildUpdate = components['schemas']['ChildUpdate'];
type ErrorBody = components['schemas']['Error'];

/** The fields of the edit dialog (core spec §2.2): first_name, last_name, diagnosis, communication_level, status. */
interface EditChildForm {
  first_name: string;
  last_name: string;
  diagnosis: string;
  communication_level: CommunicationLevel;
  status: ChildStatus;
}

type FieldName = keyof EditChildForm;

const FIELD_NAMES: readonly FieldName[] = [
  'first_name',
  'last_name',
  'diagnosis',
  'communication_level',
  'status',
];

export const LEVEL_OPTIONS = COMMUNICATION_LEVELS.map((level) => ({
  value: level,
  label: statusLabel(level),
}));
export const STATUS_OPTIONS = CHILD_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

function formOf(child: Child): EditChildForm {
  return {
    first_name: child.first_name,
    last_name: child.last_name,
    diagnosis: child.diagnosis ?? '',
    communication_level: child.communication_level,
    status: child.status,
  };
}

/**
 * The server's field problems (the Error body's details, JSON pointers such as "/first_name")
 * by the form field they name; problems of other paths stay in the message above the form.
 */
function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  const details = (error as Partial<ErrorBody> | null)?.details ?? [];
  const errors: Partial<Record<FieldName, string>> = {};
  for (const detail of details) {
    const field = detail.path.replace(/^\//, '') as FieldName;
    if (FIELD_NAMES.includes(field) && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

export interface EditChildDialogProps {
  child: Child;
  onClose: () => void;
}

/**
 * Edits a child's name, diagnosis, communication level and status (core spec §2.2, §6). When
 * the server refuses, the dialog stays open with everything typed and shows the server's
 * message, with field problems beside their fields (DESIGN.md: the UI never loses what a user
 * typed).
 */
export function EditChildDialog({ child, onClose }: EditChildDialogProps) {
  const { $api } = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const formId = useId();
  const [form, setForm] = useState<EditChildForm>(() => formOf(child));
  const update = $api.useMutation('put', '/admin/children/{id}');
  const fieldErrors = update.isError ? fieldErrorsOf(update.error) : {};

  const set = <Name extends FieldName>(name: Name, value: EditChildForm[Name]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const diagnosis = form.diagnosis.trim();
    // core spec §7: PUT /admin/children/{id} with first_name, last_name, diagnosis,
    // communication_level, status. A blank diagnosis is sent as null: "No diagnosis".
    const body: ChildUpdate = {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      diagnosis: diagnosis === '' ? null : diagnosis,
      communication_level: form.communication_level,
      status: form.status,
    };
    update.mutate(
      { params: { path: { id: child.id } }, body },
      {
        onSuccess: async (result) => {
          toast.success(result.message);
          onClose();
          // core spec §7: after a successful change, the affected list is reloaded.
          await invalidateAfterChange(queryClient, 'children');
        },
      },
    );
  };

  return (
    <Dialog
      title="Edit child"
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
      <form
        id={formId}
        onSubmit={save}
        noValidate
        aria-label={`Edit ${childName(child)}`}
        className={sprinkles({ display: 'grid', gap: 'large' })}
      >
        {update.isError ? (
          <Banner tone="critical" title="The child was not saved">
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
            // The contract requires a first name; the server's refusal shows beside this field.
            isRequired
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
        <TextArea
          label="Diagnosis"
          description="Leave empty for no diagnosis."
          value={form.diagnosis}
          onChange={(value) => set('diagnosis', value)}
          errorMessage={fieldErrors.diagnosis}
          maxLength={500}
          rows={2}
        />
        <div
          className={sprinkles({
            display: 'grid',
            gridTemplateColumns: { mobile: 1, tablet: 2 },
            gap: 'large',
          })}
        >
          <Select
            label="Communication level"
            options={LEVEL_OPTIONS}
            value={form.communication_level}
            onChange={(value) => set('communication_level', value as CommunicationLevel)}
            errorMessage={fieldErrors.communication_level}
          />
          <Select
            label="Status"
            options={STATUS_OPTIONS}
            value={form.status}
            onChange={(value) => set('status', value as ChildStatus)}
            errorMessage={fieldErrors.status}
          />
        </div>
      </form>
    </Dialog>
  );
}
