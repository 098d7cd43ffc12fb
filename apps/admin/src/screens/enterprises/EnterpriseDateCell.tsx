import { enterpriseDateDisplay, formatDate } from '@aac/domain';
import { MissingValue } from '@aac/ui';

/**
 * platform spec §5: an enterprise's dates (its own created date, a team member's join date) show
 * "N/A" when missing and "Invalid Date" when unparsable or in the future.
 */
export function EnterpriseDateCell({ value }: { value: string | null | undefined }) {
  const shown = enterpriseDateDisplay(value, new Date(), (date) => formatDate(date.toISOString()));
  if (shown === 'N/A' || shown === 'Invalid Date') return <MissingValue>{shown}</MissingValue>;
  return <time dateTime={value ?? undefined}>{shown}</time>;
}
