import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useId, useState } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  figure,
  header,
  loading,
  message,
  plot,
  plotHeight,
  segment,
  segmented,
  title as titleClass,
} from './Chart.css';
import {
  type ChartProps,
  type ChartSeries,
  describeSeries,
  formatChartDate,
  formatPlainNumber,
} from './chartModel';

interface ChartFrameProps extends ChartProps {
  /** Draws the selected series; absent while the drawing code is still loading (lazy chart). */
  renderPlot?: (series: ChartSeries) => ReactNode;
}

/**
 * Everything of the chart except the drawing: title, series toggle, loading and empty states,
 * and the text alternative (a summary sentence and the data as a table, for screen readers).
 * It has no chart library in it, so it also serves as the lazy chart's placeholder.
 */
export function ChartFrame({
  title,
  series,
  selectedSeriesId,
  defaultSelectedSeriesId,
  onSelectedSeriesChange,
  isLoading = false,
  emptyText = 'No data for this period',
  formatDate = formatChartDate,
  height = 280,
  renderPlot,
}: ChartFrameProps) {
  const titleId = useId();
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedSeriesId ?? series[0]?.id);
  const currentId = selectedSeriesId ?? uncontrolledId;
  const current = series.find((item) => item.id === currentId) ?? series[0];
  const isEmpty = !current || current.points.length === 0;
  const isBusy = isLoading || renderPlot === undefined;
  const format = current?.formatValue ?? formatPlainNumber;

  const select = (keys: Set<Key>) => {
    const [next] = [...keys];
    if (next === undefined) return;
    setUncontrolledId(String(next));
    onSelectedSeriesChange?.(String(next));
  };

  return (
    <figure aria-labelledby={titleId} aria-busy={isBusy || undefined} className={figure}>
      <div className={header}>
        <h3 id={titleId} className={titleClass}>
          {title}
        </h3>
        {series.length > 1 ? (
          <ToggleButtonGroup
            aria-label={`${title} data`}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={current ? [current.id] : []}
            onSelectionChange={select}
            className={segmented}
          >
            {series.map((item) => (
              <ToggleButton key={item.id} id={item.id} className={segment}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
      </div>
      <div className={plot} style={assignInlineVars({ [plotHeight]: `${height}px` })}>
        {isBusy ? (
          <>
            <div aria-hidden="true" className={loading} />
            <span role="status">
              <VisuallyHidden>{`Loading ${title}`}</VisuallyHidden>
            </span>
          </>
        ) : isEmpty || !current ? (
          <p className={message}>{emptyText}</p>
        ) : (
          // The drawing is one tab stop whose arrow keys walk the points; the summary and table
          // below say the same in words for screen readers.
          renderPlot(current)
        )}
      </div>
      {!isBusy && current && !isEmpty ? (
        <VisuallyHidden elementType="div">
          <p>{describeSeries(current, formatDate)}</p>
          <table>
            <caption>{`${current.label} by date`}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{current.label}</th>
              </tr>
            </thead>
            <tbody>
              {current.points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatDate(point.date)}</th>
                  <td>{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      ) : null}
    </figure>
  );
}
