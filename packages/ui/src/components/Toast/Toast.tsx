import { TOAST_DURATION_MS } from '@aac/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { ToastQueue, useToastQueue } from 'react-stately';
import { lazyPart } from '../../lazyPart';

// The region's code (react-aria's toasts and landmark) loads with the first toast.
export const ToastRegion = lazyPart(() => import('./ToastRegion').then((module) => module.ToastRegion));

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  /** The message, e.g. "Plan created successfully". */
  title: string;
  /** An optional second line. */
  description?: string;
}

export interface ToastOptions {
  description?: string;
  /**
   * How long it stays, in milliseconds: TOAST_DURATION_MS (3000) of @aac/domain unless given
   * (platform spec §2.8 and §9: toasts auto-dismiss after 3 seconds). `null` keeps it until closed.
   */
  durationMs?: number | null;
}

export interface ToastApi {
  success: (title: string, options?: ToastOptions) => string;
  error: (title: string, options?: ToastOptions) => string;
  info: (title: string, options?: ToastOptions) => string;
  /** Close one toast by the key the call returned, or every toast without a key. */
  dismiss: (key?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The app (or the part of it) whose components call useToast. */
  children: ReactNode;
  /** How many toasts show at once; more wait their turn. */
  maxVisible?: number;
}

/**
 * Holds the toast queue of the app and renders its region, fixed in the top-right corner below
 * the app's header (never over Sign out). The region and each toast come from react-aria (a
 * landmark named "Notifications", reached with F6); successes and infos are announced politely,
 * errors at once. Timers pause while the pointer or focus is inside, so nobody loses a message
 * they are reading.
 */
export function ToastProvider({ children, maxVisible = 5 }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastMessage>({ maxVisibleToasts: maxVisible }));
  const api = useMemo<ToastApi>(() => {
    const add =
      (tone: ToastTone) =>
      (title: string, options: ToastOptions = {}) => {
        const duration = options.durationMs === undefined ? TOAST_DURATION_MS : options.durationMs;
        return queue.add(
          { tone, title, description: options.description },
          duration === null ? undefined : { timeout: duration },
        );
      };
    return {
      success: add('success'),
      error: add('error'),
      info: add('info'),
      dismiss: (key) => {
        if (key !== undefined) {
          queue.close(key);
          return;
        }
        for (const visible of queue.visibleToasts) queue.close(visible.key);
      },
    };
  }, [queue]);
  const hasToasts = useToastQueue(queue).visibleToasts.length > 0;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hasToasts ? <ToastRegion queue={queue} /> : null}
    </ToastContext.Provider>
  );
}

/** Show toasts from anywhere under a ToastProvider: `const toast = useToast(); toast.success('Saved')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
