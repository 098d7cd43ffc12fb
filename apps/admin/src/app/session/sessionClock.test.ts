import { describe, expect, it } from 'vitest';
import {
  announcedCountdown,
  formatCountdown,
  issuedAt,
  renewableFrom,
  sessionClockFrom,
  WARNING_LEAD_MS,
  warningAt,
} from './sessionClock';

describe('session clock', () => {
  const receivedAt = 1_000_000;

  it('times from expiresIn on this device, whatever the server clock says', () => {
    const clock = sessionClockFrom(
      { expiresAt: '2000-01-01T00:00:00Z', expiresIn: 1200, idleTimeout: 1800 },
      receivedAt,
    );
    expect(clock).toEqual({ expiresAt: receivedAt + 1_200_000, idleTimeoutMs: 1_800_000 });
    // Issued 10 minutes before it was received (me on a page opened later).
    expect(issuedAt(clock)).toBe(receivedAt - 600_000);
  });

  it('warns one minute before expiry, renews past half the lifetime (30-minute sessionTimeout)', () => {
    const clock = sessionClockFrom({ expiresAt: '', expiresIn: 1800, idleTimeout: 1800 }, receivedAt);
    expect(warningAt(clock)).toBe(clock.expiresAt - WARNING_LEAD_MS);
    expect(renewableFrom(clock)).toBe(receivedAt + 900_000);
  });

  it('warns in the last third of a session shorter than three minutes, after renewal is due', () => {
    const clock = sessionClockFrom({ expiresAt: '', expiresIn: 30, idleTimeout: 30 }, receivedAt);
    expect(renewableFrom(clock)).toBe(receivedAt + 15_000);
    expect(warningAt(clock)).toBe(receivedAt + 20_000);
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(60_000)).toBe('1:00');
    expect(formatCountdown(8_200)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('announces a few rounded steps, not every second', () => {
    expect(announcedCountdown(60_000)).toBe('You will be signed out in about a minute.');
    expect(announcedCountdown(52_000)).toBe('You will be signed out in about a minute.');
    expect(announcedCountdown(44_000)).toBe('You will be signed out in about 45 seconds.');
    expect(announcedCountdown(9_000)).toBe('You will be signed out in about 10 seconds.');
    expect(announcedCountdown(0)).toBe('You will be signed out in a moment.');
  });
});
