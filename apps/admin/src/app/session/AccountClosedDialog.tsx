import { Button, Dialog } from '@aac/ui';
import { Copy } from 'lucide-react';
import { useCopyText } from '../auth/twoFactor/copyText';
import { type DraftField, draftText } from './draft';
import * as styles from './SessionDialogs.css';
import type { SessionEndNotice } from './sessionEnd';

export interface AccountClosedDialogProps {
  /** Why the session ended for good (a deactivated or deleted account), and what to do next. */
  notice: SessionEndNotice;
  /** The forms' fields as they were when the session ended, to copy before leaving. */
  draft: DraftField[];
  /** Leaves the page for the sign-in page, which says why again. */
  onLeave: () => void;
}

/**
 * The account was deactivated or deleted: signing in again cannot save anything on this page, so
 * instead of a sign-in the dialog says why and shows what the open form held (label by label, to
 * copy by hand or all at once), then leaves for the sign-in page when the admin chooses.
 */
export function AccountClosedDialog({ notice, draft, onLeave }: AccountClosedDialogProps) {
  const { message, copy } = useCopyText();
  return (
    <Dialog
      title={notice.title}
      role="alertdialog"
      isOpen
      isDismissable={false}
      hideCloseButton
      size={draft.length > 0 ? 'standard' : 'small'}
      footer={
        <Button onPress={onLeave} autoFocus={draft.length === 0}>
          Go to the sign-in page
        </Button>
      }
    >
      <div className={styles.form}>
        <p className={styles.text}>{notice.reason} Nothing on this page can be saved.</p>
        {draft.length > 0 ? (
          <>
            <p className={styles.text}>
              What you typed is below: copy what you want to keep before you leave this page.
            </p>
            <dl className={styles.draft} aria-label="What you typed">
              {draft.map((field, index) => (
                // Two fields may share a label (a list of items): the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes while shown
                <div key={index} className={styles.draftField}>
                  <dt className={styles.draftLabel}>{field.label}</dt>
                  <dd className={styles.draftValue}>{field.value}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.copyRow}>
              <Button
                variant="soft"
                tone="neutral"
                size="small"
                icon={<Copy size={16} />}
                autoFocus
                onPress={() =>
                  void copy(draftText(draft), {
                    copied: 'What you typed was copied to the clipboard.',
                    notCopied: 'It was not copied: select the text above and copy it by hand.',
                  })
                }
              >
                Copy what you typed
              </Button>
              <p role="status" className={styles.status}>
                {message}
              </p>
            </div>
          </>
        ) : null}
        {notice.next ? <p className={styles.text}>{notice.next}</p> : null}
      </div>
    </Dialog>
  );
}
