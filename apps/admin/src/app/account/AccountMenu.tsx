import { VisuallyHidden } from '@aac/ui';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { type ReactNode, type ToggleEvent, useId, useRef } from 'react';
import * as styles from './AccountMenu.css';

export type AccountChoice = 'changePassword' | 'twoFactor' | 'signOut';

export const ACCOUNT_MENU_LABEL = 'Your account';

const CHOICES: ReadonlyArray<{ id: AccountChoice; label: string; icon: ReactNode; className?: string }> = [
  { id: 'changePassword', label: 'Change password', icon: <KeyRound /> },
  { id: 'twoFactor', label: 'Two-factor authentication', icon: <ShieldCheck /> },
  // A phone's header has no room for Sign out beside the avatar and the product's name.
  { id: 'signOut', label: 'Sign out', icon: <LogOut />, className: styles.phoneOnly },
];

export interface AccountMenuProps {
  name: string;
  email: string;
  /** A choice was made; the menu has closed. */
  onChoose: (choice: AccountChoice) => void;
  /** The pointer or focus reached the trigger: the dialogs can start loading. */
  onPreload?: () => void;
}

/**
 * The signed-in admin's own account in the header: their avatar (with name and email where the
 * header has room) opens a small menu of Change password and Two-factor authentication, at every
 * width, and on a phone Sign out too. A native popover, not react-aria's menu, so the frame loads no menu code for it: the
 * browser gives it the top layer, Escape, a press outside to close, and focus back to the trigger.
 */
export function AccountMenu({ name, email, onChoose, onPreload }: AccountMenuProps) {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Under the trigger, its right edge on the trigger's: the header's height and the trigger's
  // place change with the width, so they are measured as it opens.
  function place(event: ToggleEvent<HTMLDivElement>) {
    const trigger = triggerRef.current?.getBoundingClientRect();
    const menu = menuRef.current;
    if (event.newState !== 'open' || !trigger || !menu) return;
    menu.style.top = `${trigger.bottom + 8}px`;
    menu.style.right = `${Math.max(8, document.documentElement.clientWidth - trigger.right)}px`;
  }

  // A keyboard user lands on the first choice, as in any menu.
  function focusFirst(event: ToggleEvent<HTMLDivElement>) {
    if (event.newState === 'open') menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }

  // Hiding by script puts focus back on the trigger, as Escape does, so a dialog opened next
  // returns focus there when it closes.
  function hide() {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  }

  function choose(choice: AccountChoice) {
    hide();
    onChoose(choice);
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        popoverTarget={menuId}
        title={ACCOUNT_MENU_LABEL}
        onPointerEnter={onPreload}
        onFocus={onPreload}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className={styles.accountText}>
          <span className={styles.accountName}>{name}</span>
          <span className={styles.accountEmail}>{email}</span>
        </span>
        <VisuallyHidden>{ACCOUNT_MENU_LABEL}</VisuallyHidden>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        className={styles.menu}
        onBeforeToggle={place}
        onToggle={focusFirst}
      >
        <div className={styles.menuHeader}>
          <span className={styles.accountName}>{name}</span>
          <span className={styles.accountEmail}>{email}</span>
        </div>
        <ul className={styles.list} aria-label={ACCOUNT_MENU_LABEL}>
          {CHOICES.map((choice) => (
            <li key={choice.id} className={choice.className}>
              <button
                type="button"
                className={styles.item}
                onClick={() => choose(choice.id)}
                // The browser closes the menu on a real Escape; this serves scripted key presses too.
                onKeyDown={(event) => {
                  if (event.key === 'Escape') hide();
                }}
              >
                <span className={styles.itemIcon} aria-hidden="true">
                  {choice.icon}
                </span>
                {choice.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
