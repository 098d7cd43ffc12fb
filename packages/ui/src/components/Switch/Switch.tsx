import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible label, e.g. "Maintenance mode". Without one, pass `aria-label`. */
  children?: ReactNode;
}

/** An on/off setting that applies at once, on react-aria's Switch (role switch, Space toggles). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={switchRoot}>
      <span aria-hidden="true" className={track}>
        <span className={thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
