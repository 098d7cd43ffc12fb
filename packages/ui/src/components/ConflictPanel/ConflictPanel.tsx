import { LOCALE } from '@aac/domain';
import { useId } from 'react';
import { Button } from '../Button';
import {
  actions,
  cell,
  fieldCell,
  headerCell,
  heading,
  note,
  panel,
  table,
  tableWrap,
} from './ConflictPanel.css';

/** One field changed since the form opened: its label, the value saved now, the value in the form. */
export interface ConflictField {
  /** The field's label as the form shows it, e.g. "Last name". */
  label: string;
  /** The value someone else saved, as text. */
  theirs: string;
  /** The value in the form now, as text. */
  yours: string;
}

export interface ConflictPanelProps {
  /** Who saved the change, e.g. "Grace Hopper"; null when unknown ("Someone"). */
  changedBy: string | null;
  /** When they saved it (ISO text or a Date), shown in local time; null when unknown. */
  changedAt: string | Date | null;
  /** What the record is, e.g. "user": "Grace Hopper changed this user at 14:02". */
  noun: string;
  /** The fields changed since the form opened. Empty when none of them is in this form. */
  fields: readonly ConflictField[];
  /** The form takes the record as it is now (what was typed is replaced). */
  onUseTheirs: () => void;
  /** Saves the form as typed over the other change. */
  onSaveMine: () => void;
  /** The save over theirs runs: both buttons wait. */
  isPending?: boolean;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * "Grace Hopper changed this user at 14:02" in local time ("on Nov 27 at 14:02" another day;
 * "Someone" when the author is unknown; "since you opened it" when the time is).
 */
export function conflictHeading({
  changedBy,
  changedAt,
  noun,
  subject = `this ${noun}`,
  now = new Date(),
}: Pick<ConflictPanelProps, 'changedBy' | 'changedAt' | 'noun'> & {
  /** What was changed when "this <noun>" does not say it, e.g. "the General settings". */
  subject?: string;
  /** The moment to compare with, to say "at 14:02" today or "on Nov 27 at 14:02" (default: now). */
  now?: Date;
}): string {
  const who = changedBy || 'Someone';
  if (!changedAt) return `${who} changed ${subject} since you opened it`;
  const at = new Date(changedAt);
  // A 24-hour clock reads the same to everyone ("14:02").
  const time = at.toLocaleTimeString(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (sameDay(at, now)) return `${who} changed ${subject} at ${time}`;
  const day = at.toLocaleDateString(LOCALE, {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${who} changed ${subject} on ${day} at ${time}`;
}

/**
 * A save refused because someone else changed the record after the form opened: who and when,
 * the fields they changed with their value and yours, and the two ways on. Nothing typed is lost
 * until the admin chooses. Announced at once (the heading and the note are an alert).
 */
export function ConflictPanel({
  changedBy,
  changedAt,
  noun,
  fields,
  onUseTheirs,
  onSaveMine,
  isPending = false,
}: ConflictPanelProps) {
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <div role="alert">
        <p id={headingId} className={heading}>
          {conflictHeading({ changedBy, changedAt, noun })}
        </p>
        <p className={note}>
          {fields.length > 0
            ? 'Nothing was saved. Keep their change, or save yours over it.'
            : 'Nothing was saved. They changed fields this form does not show; yours can still be saved.'}
        </p>
      </div>
      {fields.length > 0 ? (
        <div className={tableWrap}>
          <table className={table}>
            <caption hidden>Fields changed since you opened this {noun}</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCell}>
                  Field
                </th>
                <th scope="col" className={headerCell}>
                  Their value
                </th>
                <th scope="col" className={headerCell}>
                  Your value
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.label}>
                  <th scope="row" className={fieldCell}>
                    {field.label}
                  </th>
                  <td className={cell}>{field.theirs}</td>
                  <td className={cell}>{field.yours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={actions}>
        <Button variant="soft" tone="neutral" size="small" onPress={onUseTheirs} isDisabled={isPending}>
          Use theirs
        </Button>
        <Button
          variant="solid"
          tone="brand"
          size="small"
          onPress={onSaveMine}
          isPending={isPending}
          pendingLabel="Saving..."
        >
          Save mine over theirs
        </Button>
      </div>
    </section>
  );
}
