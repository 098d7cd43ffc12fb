import { TOAST_DURATION_MS } from '@aac/domain';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import {
  close,
  closeIcon,
  content,
  description as descriptionClass,
  icon,
  iconBox,
  list,
  region,
  title as titleClass,
  toast,
} from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastMessage {
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

const icons: Record<ToastTone, ReactNode> = {
  success: <CircleCheck />,
  error: <CircleAlert />,
  info: <Info />,
};

/**
 * How a toast is announced. react-aria makes every toast's content an alert (assertive), which
 * interrupts whatever a screen reader is saying; only an error deserves that. A success or an
 * info waits for the current speech to end.
 */
const liveRegion: Record<ToastTone, { role: 'status' | 'alert'; 'aria-live': 'polite' | 'assertive' }> = {
  success: { role: 'status', 'aria-live': 'polite' },
  info: { role: 'status', 'aria-live': 'polite' },
  error: { role: 'alert', 'aria-live': 'assertive' },
};

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
  const [queue] = useState(() => new AriaToastQueue<ToastMessage>({ maxVisibleToasts: maxVisible }));
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      <AriaToastRegion queue={queue} aria-label="Notifications" className={region}>
        <AriaToastList<ToastMessage> className={list}>
          {({ toast: queued }) => (
            <AriaToast
              toast={queued}
              className={toast({ tone: queued.content.tone })}
              data-tone={queued.content.tone}
            >
              <span aria-hidden="true" className={`${icon({ tone: queued.content.tone })} ${iconBox}`}>
                {icons[queued.content.tone]}
              </span>
              <AriaToastContent className={content} {...liveRegion[queued.content.tone]}>
                <Text slot="title" className={titleClass}>
                  {queued.content.title}
                </Text>
                {queued.content.description ? (
                  <Text slot="description" className={descriptionClass}>
                    {queued.content.description}
                  </Text>
                ) : null}
              </AriaToastContent>
              <Button slot="close" aria-label="Close" className={close}>
                <X aria-hidden="true" className={closeIcon} />
              </Button>
            </AriaToast>
          )}
        </AriaToastList>
      </AriaToastRegion>
    </ToastContext.Provider>
  );
}

/** Show toasts from anywhere under a ToastProvider: `const toast = useToast(); toast.success('Saved')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
