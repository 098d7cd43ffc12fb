import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import {
  bodyCell,
  bodyRow,
  errorReason,
  errorState,
  errorTitle,
  messageCell,
  pinnedEndCell,
  pinnedStartCell,
} from './DataTable.css';
import type { DataTableEmptyState } from './DataTable.types';

interface LoadingRowsProps {
  rowCount: number;
  /** Every column, the selection column included. */
  columnCount: number;
  /** The last column is pinned to the right edge (the row actions), as in the loaded rows. */
  hasPinnedEnd: boolean;
  /** The first column is pinned to the left edge (the row's name), as in the loaded rows. */
  hasPinnedStart: boolean;
  /** Each column's own skeleton cell by index (the column meta's `skeleton`), where it has one. */
  skeletons?: readonly ReactNode[];
}

/** Skeleton rows in the shape of the table while its rows load. */
export function LoadingRows({
  rowCount,
  columnCount,
  hasPinnedEnd,
  hasPinnedStart,
  skeletons,
}: LoadingRowsProps) {
  return (
    <tbody>
      {Array.from({ length: rowCount }, (_, index) => index).map((index) => (
        <tr key={index} className={bodyRow}>
          {Array.from({ length: columnCount }, (_, cellIndex) => cellIndex).map((cellIndex) => (
            <td
              key={cellIndex}
              className={
                hasPinnedEnd && cellIndex === columnCount - 1
                  ? `${bodyCell({})} ${pinnedEndCell}`
                  : hasPinnedStart && cellIndex === 0
                    ? `${bodyCell({})} ${pinnedStartCell}`
                    : bodyCell({})
              }
            >
              {skeletons?.[cellIndex] ?? <Skeleton label={null} />}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

interface ErrorRowProps {
  /** The table's name: "Users could not be loaded". */
  label: string;
  error: string;
  onRetry: (() => void) | undefined;
  columnCount: number;
}

/** Why the list failed, announced, with Retry. */
export function ErrorMessage({ label, error, onRetry }: Omit<ErrorRowProps, 'columnCount'>) {
  return (
    <div role="alert" className={errorState}>
      <p className={errorTitle}>
        <CircleAlert aria-hidden="true" size={20} />
        {label} could not be loaded
      </p>
      <p className={errorReason}>{error}</p>
      {onRetry ? (
        <Button variant="solid" tone="neutral" icon={<RotateCw size={16} />} onPress={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** The failure across the whole table when there are no rows to keep: never an empty list during an outage. */
export function ErrorRow({ columnCount, ...message }: ErrorRowProps) {
  return (
    <tbody>
      <tr>
        <td colSpan={columnCount} className={messageCell} data-cell="message">
          <ErrorMessage {...message} />
        </td>
      </tr>
    </tbody>
  );
}

interface EmptyRowProps {
  emptyState: DataTableEmptyState | undefined;
  columnCount: number;
}

/** The screen's empty state across the whole table. */
export function EmptyRow({ emptyState, columnCount }: EmptyRowProps) {
  return (
    <tbody>
      <tr>
        <td colSpan={columnCount} className={messageCell} data-cell="message">
          <EmptyState
            title={emptyState?.title ?? 'No results'}
            hint={emptyState?.hint}
            action={emptyState?.action}
            headingLevel={emptyState?.headingLevel}
          />
        </td>
      </tr>
    </tbody>
  );
}
