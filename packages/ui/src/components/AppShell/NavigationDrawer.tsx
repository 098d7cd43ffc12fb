import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton';
import * as styles from './AppShell.css';
import { NavigationList, type NavigationListProps } from './NavigationList';

export interface NavigationDrawerProps extends Omit<NavigationListProps, 'onNavigate'> {
  /** Closes the drawer: the close button, Escape, a click outside or a chosen link. */
  onClose: () => void;
}

/**
 * The navigation below the breakpoint, open: react-aria's Modal keeps focus inside it and returns
 * focus to the menu button when it closes. A chunk of its own, loaded when first opened.
 */
export function NavigationDrawer({ productName, onClose, ...list }: NavigationDrawerProps) {
  return (
    <ModalOverlay
      className={styles.drawerOverlay}
      isDismissable
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={`${productName} navigation`} className={styles.drawerDialog}>
          <div className={styles.drawerHeader}>
            <Heading slot="title" className={styles.brand}>
              {productName}
            </Heading>
            <IconButton label="Close navigation" icon={<X />} variant="ghost" onPress={onClose} />
          </div>
          <NavigationList productName={productName} {...list} onNavigate={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
