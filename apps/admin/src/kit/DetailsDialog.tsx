import {
  Button,
  type DescriptionItem,
  DescriptionList,
  Dialog,
  type DialogProps,
  LinkButton,
  revealedText,
} from '@aac/ui';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './DetailsDialog.css';

/** A record the one shown leads to: its children, its payments, a child's parent. */
export interface RelatedLink {
  /** "Children (3)", "Payments", "Parent: Maria Lopez". */
  label: string;
  /** The screen filtered to the related records, e.g. `/admin/children?q=maria%40example.com`. */
  href: string;
}

export interface DetailsDialogProps {
  /** "User details". */
  title: string;
  /** Every field of the record, read-only. */
  items: readonly DescriptionItem[];
  onClose: () => void;
  /** What does not fit a label and a value, after the list (an audit entry's changed fields). */
  children?: ReactNode;
  /** `large` for a record with long values; standard unless given. */
  size?: DialogProps['size'];
  /** Offered to an admin who may change the record: opens its edit form in place of the details. */
  onEdit?: () => void;
  /** Other screens narrowed to this record's related records, each a link (the screen's filter in the URL). */
  related?: readonly RelatedLink[];
}

/**
 * The "view details" dialog of a row: every field as label and value, links to the related
 * records, and Close, with Edit for an admin who may change it (no dead end).
 */
export function DetailsDialog({
  title,
  items,
  onClose,
  children,
  size,
  onEdit,
  related = [],
}: DetailsDialogProps) {
  return (
    <Dialog
      title={title}
      size={size}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="ghost" tone="neutral" onPress={close}>
            Close
          </Button>
          {onEdit ? <Button onPress={onEdit}>Edit</Button> : null}
        </>
      )}
    >
      <DescriptionList items={items} />
      {children}
      {related.length > 0 ? (
        <nav aria-label="Related" className={styles.related}>
          {related.map((link) => (
            <LinkButton
              key={link.href}
              href={link.href}
              // Following it leaves the dialog, even when the link stays on this screen (another filter).
              onPress={onClose}
              variant="soft"
              tone="neutral"
              size="small"
              icon={<ArrowRight size={16} />}
            >
              {/* "Parent: Maria Lopez": the name's direction controls show rather than act. */}
              {revealedText(link.label)}
            </LinkButton>
          ))}
        </nav>
      ) : null}
    </Dialog>
  );
}
