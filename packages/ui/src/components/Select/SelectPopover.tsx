import { Check } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { ListBox, ListBoxItem, OverlayTriggerStateContext, Popover } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately';
import type { SelectOption } from './Select';
import { checkIcon, listBox, option, optionIcon, optionLabel, popover } from './Select.css';

export interface SelectPopoverProps {
  /** The picker's open state. */
  state: OverlayTriggerState;
  /** The trigger button the list hangs from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list's id, which the trigger's aria-controls names. */
  id: string;
  /** The id of the field's label, which names the list. */
  labelledBy: string;
  /**
   * Which option takes focus when the list opens: the chosen one, else the first or the last
   * (opened with the arrow keys), else the list itself (opened with the pointer).
   */
  focusStrategy: 'first' | 'last' | true;
  /** The choices in order, as the Select was given them. */
  options: ReadonlyArray<SelectOption>;
  /** The value chosen, shown with a check mark; none yet when `null`. */
  selected: string | null;
  /** Called with the option chosen; the list closes and focus returns to the trigger. */
  onChoose: (value: string) => void;
}

/**
 * The open part of a Select: react-aria's Popover and a single-selection ListBox, set up as
 * react-aria's Select sets them up (arrows and type-ahead move, Enter or a press chooses, Escape
 * and a press outside close, focus goes back to the trigger).
 */
export function SelectPopover({
  state,
  triggerRef,
  id,
  labelledBy,
  focusStrategy,
  options,
  selected,
  onChoose,
}: SelectPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <Popover
        className={popover}
        offset={4}
        trigger="Select"
        triggerRef={triggerRef}
        scrollRef={scrollRef}
        placement="bottom start"
        aria-labelledby={labelledBy}
      >
        <ListBox
          ref={scrollRef}
          id={id}
          aria-labelledby={labelledBy}
          className={listBox}
          items={options.map((item) => ({ id: item.value, ...item }))}
          selectionMode="single"
          selectedKeys={selected === null ? [] : [selected]}
          // Choosing the chosen option again closes the list as choosing another does.
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined) onChoose(String(key));
            state.close();
          }}
          autoFocus={focusStrategy}
          shouldFocusWrap
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={option}>
              {({ isSelected }) => (
                <>
                  <span className={optionLabel}>
                    {item.icon ? (
                      <span aria-hidden="true" className={optionIcon}>
                        {item.icon}
                      </span>
                    ) : null}
                    {item.label}
                  </span>
                  {isSelected ? <Check aria-hidden="true" className={checkIcon} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </OverlayTriggerStateContext.Provider>
  );
}
