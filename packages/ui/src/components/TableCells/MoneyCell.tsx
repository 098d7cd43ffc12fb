import { formatUsd } from '@aac/domain';
import { MissingValue } from './MissingValue';
import { figure } from './TableCells.css';

export interface MoneyCellProps {
  /** The amount in US dollars; none shows a muted "—". */
  amount: number | null | undefined;
}

/** An amount as core spec §9 writes it ("$1,234.50"), on one line with aligned digits. */
export function MoneyCell({ amount }: MoneyCellProps) {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return <MissingValue />;
  return <span className={figure}>{formatUsd(amount)}</span>;
}
