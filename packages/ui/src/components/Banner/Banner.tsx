import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  actions,
  type BannerVariants,
  banner,
  content,
  dismiss,
  dismissIcon,
  icon,
  message,
  title as titleClass,
} from './Banner.css';

export type BannerTone = NonNullable<BannerVariants['tone']>;

export interface BannerProps {
  /** What kind of message: success, critical (announced at once) or info; sets colour and icon. */
  tone: BannerTone;
  /** The message, e.g. "Settings saved successfully!" or "Failed to load settings". */
  children: ReactNode;
  /** A bold first line above the message, e.g. "Could not load settings". */
  title?: string;
  /**
   * Hide the banner after this many milliseconds, e.g. BANNER_DURATION_MS (3000) of @aac/domain
   * for the settings success banner (platform spec §8). Without it the banner stays.
   */
  autoDismissMs?: number;
  /** Called when the banner goes away, by timer or by its × button. */
  onDismiss?: () => void;
  /** Show a × button named "Dismiss". */
  isDismissable?: boolean;
  /** An action such as a "Retry" button. */
  action?: ReactNode;
}

const icons: Record<BannerTone, ReactNode> = {
  success: <CircleCheck />,
  critical: <CircleAlert />,
  info: <Info />,
};

/**
 * A message across the top of a page or panel. Errors are alerts (read out at once); success and
 * information are polite status messages.
 */
export function Banner({
  tone,
  children,
  title,
  autoDismissMs,
  onDismiss,
  isDismissable = false,
  action,
}: BannerProps) {
  const [isVisible, setVisible] = useState(true);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (autoDismissMs === undefined) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onDismissRef.current?.();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs]);

  if (!isVisible) return null;
  return (
    <div role={tone === 'critical' ? 'alert' : 'status'} className={banner({ tone })}>
      <span aria-hidden="true" className={icon}>
        {icons[tone]}
      </span>
      <div className={content}>
        {title ? <p className={titleClass}>{title}</p> : null}
        <p className={message}>{children}</p>
      </div>
      {action || isDismissable ? (
        <div className={actions}>
          {action}
          {isDismissable ? (
            // A plain button: banners show on the sign-in page, which loads no react-aria.
            <button
              type="button"
              aria-label="Dismiss"
              className={dismiss}
              onClick={() => {
                setVisible(false);
                onDismiss?.();
              }}
            >
              <X aria-hidden="true" className={dismissIcon} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
