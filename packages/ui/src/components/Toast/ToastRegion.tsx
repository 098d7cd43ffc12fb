import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastList as AriaToastList,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import type { ToastQueue } from 'react-stately';
import { revealedText } from '../UserText';
import type { ToastMessage, ToastTone } from './Toast';
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

export interface ToastRegionProps {
  /** The queue of ToastProvider, whose visible toasts the region shows. */
  queue: ToastQueue<ToastMessage>;
}

/**
 * The region of the toasts on screen: a landmark named "Notifications" (F6 reaches it), each toast
 * with its icon, text and Close. A chunk of its own, loaded with the first toast.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  return (
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
                {/* The server's sentences name records, whose names come from outside. */}
                {revealedText(queued.content.title)}
              </Text>
              {queued.content.description ? (
                <Text slot="description" className={descriptionClass}>
                  {revealedText(queued.content.description)}
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
  );
}
