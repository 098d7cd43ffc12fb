import type { ReactNode } from 'react';
import { revealedText } from '../UserText';
import { ownDirection } from '../UserText/UserText.css';
import {
  type DescriptionListVariants,
  descriptionList,
  emptyValue as emptyValueClass,
  label as labelClass,
  pair,
  value as valueClass,
} from './DescriptionList.css';

/** One read-only fact: its label and its value. */
export interface DescriptionItem {
  /** What the value is, e.g. "Email". Unique within a list. */
  label: string;
  /** The value; `null`, `undefined` or an empty string count as no value. */
  value: ReactNode;
  /** What stands for a missing value, e.g. "No photo"; "—" unless given. */
  emptyValue?: string;
}

export interface DescriptionListProps extends DescriptionListVariants {
  /** The label and value pairs, in order; an empty value shows the item's emptyValue or a dash. */
  items: ReadonlyArray<DescriptionItem>;
  /** Side by side in 2 columns on wide screens, or 1 (default); always 1 on a phone. */
  columns?: DescriptionListVariants['columns'];
}

const NO_VALUE = '—';

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/**
 * Read-only facts as a description list (`<dl>`), so a screen reader pairs each value with its
 * label: a record's details in a dialog or a card. One column of pairs, or two (which fall back
 * to one below the tablet breakpoint); long values wrap inside their column.
 */
export function DescriptionList({ items, columns }: DescriptionListProps) {
  return (
    <dl className={descriptionList({ columns })}>
      {items.map((item) => (
        <div key={item.label} className={pair}>
          <dt className={labelClass}>{item.label}</dt>
          {isEmpty(item.value) ? (
            <dd className={`${valueClass} ${emptyValueClass}`}>{item.emptyValue ?? NO_VALUE}</dd>
          ) : (
            // Values are often what someone outside wrote (a name, a subject): each takes its own
            // direction, and a bidirectional control in it shows as a marker instead of acting.
            <dd className={`${valueClass} ${ownDirection}`} dir="auto">
              {typeof item.value === 'string' ? revealedText(item.value) : item.value}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
