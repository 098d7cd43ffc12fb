import { progressBarPercent, progressTone } from '@aac/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { fill, fillPercent, header, label as labelClass, root, track, valueText } from './ProgressBar.css';

export interface ProgressBarProps {
  /** A percentage; missing counts as 0 and the bar is clamped to 0–100 (domain rules). */
  value: number | null | undefined;
  /** What the bar measures, e.g. "Recent progress". It is the accessible name. */
  label: string;
  /** Show the label above the bar (otherwise it is for screen readers only). */
  showLabel?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
}

/**
 * A percentage bar whose colour follows the progress rule of the spec (core spec §5: 80 or more
 * green, 60–79 yellow, below 60 red), via `progressTone` of @aac/domain.
 */
export function ProgressBar({ value, label, showLabel = false, showValue = true }: ProgressBarProps) {
  const percent = progressBarPercent(value);
  const tone = progressTone(value);
  return (
    <AriaProgressBar value={percent} minValue={0} maxValue={100} className={root} data-tone={tone}>
      {({ valueText: text }) => (
        <>
          <div className={header}>
            {showLabel ? (
              <Label className={labelClass}>{label}</Label>
            ) : (
              <VisuallyHidden>
                <Label>{label}</Label>
              </VisuallyHidden>
            )}
            {showValue ? <span className={valueText}>{text}</span> : null}
          </div>
          <div className={track}>
            <div className={fill({ tone })} style={assignInlineVars({ [fillPercent]: `${percent}%` })} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
