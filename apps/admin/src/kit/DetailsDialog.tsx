import { Button, type DescriptionItem, DescriptionList, Dialog, type DialogProps } from '@aac/ui';
import type { ReactNode } from 'react';

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
}

/** The "view details" dialog of a row: every field as label and value, and Close. */
export function DetailsDialog({ title, items, onClose, children, size }: DetailsDialogProps) {
  return (
    <Dialog
      title={title}
      size={size}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <Button variant="ghost" tone="neutral" onPress={close}>
          Close
        </Button>
      )}
    >
      <DescriptionList items={items} />
      {children}
    </Dialog>
  );
}
