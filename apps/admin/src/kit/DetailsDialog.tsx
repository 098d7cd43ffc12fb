import { Button, type DescriptionItem, DescriptionList, Dialog } from '@aac/ui';

export interface DetailsDialogProps {
  /** "User details". */
  title: string;
  /** Every field of the record, read-only. */
  items: readonly DescriptionItem[];
  onClose: () => void;
}

/** The "view details" dialog of a row: every field as label and value, and Close. */
export function DetailsDialog({ title, items, onClose }: DetailsDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <Button variant="ghost" tone="neutral" onPress={close}>
          Close
        </Button>
      )}
    >
      <DescriptionList items={items} />
    </Dialog>
  );
}
