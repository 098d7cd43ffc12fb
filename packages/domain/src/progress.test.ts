import { describe, expect, it } from 'vitest';
import { PROGRESS_CAUTION_FROM, PROGRESS_POSITIVE_FROM, progressBarPercent, progressTone } from './progress';

describe('progressTone (core spec §5: ≥80 green, 60–79 yellow, <60 red)', () => {
  it('is red at 59, yellow at 60 and 79, green at 80', () => {
    expect(progressTone(59)).toBe('critical');
    expect(progressTone(60)).toBe('caution');
    expect(progressTone(79)).toBe('caution');
    expect(progressTone(80)).toBe('positive');
  });

  it('handles the extremes and fractions', () => {
    expect(progressTone(0)).toBe('critical');
    expect(progressTone(59.9)).toBe('critical');
    expect(progressTone(79.9)).toBe('caution');
    expect(progressTone(100)).toBe('positive');
    expect(progressTone(null)).toBe('critical');
    expect(progressTone(Number.NaN)).toBe('critical');
    expect(PROGRESS_POSITIVE_FROM).toBe(80);
    expect(PROGRESS_CAUTION_FROM).toBe(60);
  });

  it('clamps the bar width', () => {
    expect(progressBarPercent(-5)).toBe(0);
    expect(progressBarPercent(45)).toBe(45);
    expect(progressBarPercent(130)).toBe(100);
    expect(progressBarPercent(undefined)).toBe(0);
  });
});
