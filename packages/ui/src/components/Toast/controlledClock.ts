import FakeTimers from '@sinonjs/fake-timers';
import { userEvent } from 'storybook/test';

/** The real timers, kept before any clock replaces them. */
const realSetTimeout = FakeTimers.timers.setTimeout;

/** Lets the browser run one real task: React renders, events settle. */
export const nextRealTask = () =>
  new Promise<void>((resolve) => {
    realSetTimeout(() => resolve(), 0);
  });

export interface ControlledClock {
  /** Move the fake time forward by `ms`, running the timers that fall due, then let React render. */
  advance: (ms: number) => Promise<void>;
  /**
   * Run a user interaction while the clock stands still. Testing Library waits on zero-delay
   * timeouts between steps; those are run here without moving time, so a debounce or an
   * auto-dismiss timer never fires early.
   */
  act: <T>(interaction: (user: ReturnType<typeof userEvent.setup>) => Promise<T>) => Promise<T>;
  uninstall: () => void;
}

/**
 * A controllable clock for stories whose behaviour depends on time (Toast 3000 ms, Banner
 * auto-dismiss, SearchField debounce): tests move time on purpose and never sleep.
 */
export function installControlledClock(): ControlledClock {
  const clock = FakeTimers.withGlobal(window).install({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
  });
  const user = userEvent.setup({ delay: null });
  return {
    advance: async (ms) => {
      // Let pending effects run first, so timers they start count from the current fake time.
      await nextRealTask();
      clock.tick(ms);
      await nextRealTask();
    },
    act: async (interaction) => {
      let settled = false;
      const running = interaction(user).finally(() => {
        settled = true;
      });
      while (!settled) {
        clock.tick(0);
        await nextRealTask();
      }
      await nextRealTask();
      return running;
    },
    uninstall: () => clock.uninstall(),
  };
}
