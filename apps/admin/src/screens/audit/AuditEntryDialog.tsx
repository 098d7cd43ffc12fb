import {
  type AuditFieldChange,
  auditActorName,
  auditFieldLabel,
  auditResourceLabel,
  auditValueText,
  changedFieldsLabel,
  formatExactMoment,
  isSecretChange,
  statusLabel,
} from '@aac/domain';
import { VisuallyHidden } from '@aac/ui';
import { useId } from 'react';
import { DetailsDialog } from '../../kit/DetailsDialog';
import { historyHref } from '../../kit/list/historyAction';
import * as styles from './audit.css';
import { type AuditEntry, batchHref, entryAction, recordName } from './audit.list';

/** A recorded value as written: "empty" for none, JSON in the monospaced face. */
function Value({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const text = auditValueText(value);
  const isEmpty = value === null || value === undefined || value === '';
  const isJson = typeof value === 'object' && value !== null;
  const className = [
    side === 'before' ? styles.before : styles.after,
    isJson ? styles.json : '',
    isEmpty ? styles.empty : '',
  ].join(' ');
  return (
    <pre className={className}>
      <VisuallyHidden>{side === 'before' ? 'Before: ' : 'After: '}</VisuallyHidden>
      {text}
    </pre>
  );
}

function FieldChange({ change }: { change: AuditFieldChange }) {
  if (isSecretChange(change)) return <p className={styles.secret}>changed (not shown)</p>;
  return (
    <div className={styles.diff}>
      <Value value={change.from} side="before" />
      <span aria-hidden="true" className={styles.arrow}>
        →
      </span>
      <Value value={change.to} side="after" />
    </div>
  );
}

/** Every changed field: its name, then before → after (a secret only says it changed). */
function FieldChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const headingId = useId();
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <section className={styles.changes} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.changesHeading}>
        {`Changes (${changedFieldsLabel(fields.length)})`}
      </h3>
      <dl className={styles.fieldList}>
        {fields.map(([name, change]) => (
          <div key={name} className={styles.field}>
            <dt className={styles.fieldName}>{auditFieldLabel(name)}</dt>
            <dd className={styles.fieldValue}>
              <FieldChange change={change} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Everything the trail holds of one entry: what was done, when to the second, who and their role
 * at that moment, the record, the request, address and browser, and the fields before → after.
 */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { actor } = entry;
  return (
    <DetailsDialog
      title="Audit entry"
      size="large"
      onClose={onClose}
      items={[
        { label: 'Action', value: entryAction(entry) },
        { label: 'When', value: formatExactMoment(entry.at) },
        { label: 'Who', value: auditActorName(actor) },
        { label: 'Email', value: actor.email },
        { label: 'Role at the time', value: actor.role ? statusLabel(actor.role) : null },
        { label: 'Record', value: recordName(entry) },
        { label: 'Kind', value: entry.resource_type ? auditResourceLabel(entry.resource_type) : null },
        { label: 'Record ID', value: entry.resource_id },
        { label: 'Version after', value: entry.version === null ? null : String(entry.version) },
        { label: 'Address', value: entry.ip },
        { label: 'Browser', value: entry.user_agent },
        { label: 'Request ID', value: entry.request_id },
        { label: 'Operation', value: entry.action },
      ]}
      related={[
        ...(entry.batch_id
          ? [{ label: 'Every change of this bulk action', href: batchHref(entry.batch_id) }]
          : []),
        ...(entry.resource_type && entry.resource_id
          ? [{ label: 'History of this record', href: historyHref(entry.resource_type, entry.resource_id) }]
          : []),
      ]}
    >
      <FieldChanges changes={entry.changes} />
    </DetailsDialog>
  );
}
