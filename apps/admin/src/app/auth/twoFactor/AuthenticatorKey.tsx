import { PlainButton } from '@aac/ui';
import { Copy } from 'lucide-react';
import * as styles from './AuthenticatorKey.css';
import { useCopyText } from './copyText';

/** The key in groups of four, as authenticator apps show it and people type it. */
export function groupKey(secret: string): string {
  return (
    secret
      .replace(/\s/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

export interface AuthenticatorKeyProps {
  /** A new key from a setup answer (TwoFactorSetup). */
  setup: { secret: string; otpauth_uri: string; qr_code: string };
}

/**
 * A new authenticator key: its QR code to scan and the key as text for apps without a camera.
 * Buttons are native (PlainButton) because the sign-in page shows this before the app's
 * react-aria code has loaded; they behave the same inside the account dialog.
 */
export function AuthenticatorKey({ setup }: AuthenticatorKeyProps) {
  const { message, copy } = useCopyText();
  return (
    <div className={styles.root}>
      <img className={styles.qrCode} src={setup.qr_code} alt="QR code for your authenticator app" />
      <div className={styles.manual}>
        <p className={styles.manualLabel}>Can't scan? Enter this key</p>
        <code className={styles.key}>{groupKey(setup.secret)}</code>
        <div className={styles.actions}>
          <PlainButton
            variant="soft"
            tone="neutral"
            size="small"
            icon={<Copy size={16} />}
            onClick={() =>
              void copy(setup.secret, {
                copied: 'Key copied to the clipboard.',
                notCopied: 'The key was not copied: select it and copy it by hand.',
              })
            }
          >
            Copy key
          </PlainButton>
          <p role="status" className={styles.status}>
            {message}
          </p>
        </div>
      </div>
    </div>
  );
}
