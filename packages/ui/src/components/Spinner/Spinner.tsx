import { LoaderCircle } from 'lucide-react';
import { VisuallyHidden } from '../VisuallyHidden';
import { type SpinnerVariants, spinnerIcon, spinnerRoot } from './Spinner.css';

export interface SpinnerProps extends SpinnerVariants {
  /** What is loading, announced to screen readers, e.g. "Loading settings". */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /** 16 px (small) in buttons and rows, 24 px (standard, the default), 40 px (large) for a whole page. */
  size?: SpinnerVariants['size'];
}

/** An indeterminate busy indicator with a status role, so assistive technology hears what is loading. */
export function Spinner({ label = 'Loading', showLabel = false, size }: SpinnerProps) {
  return (
    <span role="status" className={spinnerRoot}>
      <LoaderCircle aria-hidden="true" className={spinnerIcon({ size })} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
