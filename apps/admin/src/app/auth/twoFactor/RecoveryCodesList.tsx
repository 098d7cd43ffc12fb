import { PlainButton } from '@aac/ui';
import { Copy, Download } from 'lucide-react';
import { useCopyText } from './copyText';
import * as styles from './RecoveryCodesList.css';

export const RECOVERY_CODES_FILE_NAME = 'aac-admin-recovery-codes.txt';

/** The text of the copied codes and of the downloaded file: what they are, then one a line. */
export function recoveryCodesText(codes: string[]): string {
  return [
    'AAC admin recovery codes',
    'Each code signs you in once without your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Offers the codes as a text file, so they can be kept outside the browser. */
function downloadCodes(codes: string[]) {
  const blob = new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * New recovery codes, shown once: two columns of monospace codes, with Copy all and Download.
 * Buttons are native (PlainButton) as on the rest of the sign-in page, which shows these too.
 */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { message, copy } = useCopyText();
  return (
    <div className={styles.root}>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <PlainButton
          variant="soft"
          tone="neutral"
          size="small"
          icon={<Copy size={16} />}
          onClick={() =>
            void copy(codes.join('\n'), {
              copied: 'Recovery codes copied to the clipboard.',
              notCopied: 'The codes were not copied: select them and copy them by hand, or download them.',
            })
          }
        >
          Copy all
        </PlainButton>
        <PlainButton
          variant="soft"
          tone="neutral"
          size="small"
          icon={<Download size={16} />}
          onClick={() => downloadCodes(codes)}
        >
          Download
        </PlainButton>
        <p role="status" className={styles.status}>
          {message}
        </p>
      </div>
    </div>
  );
}
