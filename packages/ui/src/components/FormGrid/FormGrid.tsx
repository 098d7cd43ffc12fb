import type { ReactNode } from 'react';
import { formGrid, fullRow } from './FormGrid.css';

export interface FormGridProps {
  /** The fields, two to a row on wide screens; wrap one in FormGridFullRow to give it the whole row. */
  children: ReactNode;
}

/** Lays form fields out in two columns, collapsing to one column on narrow windows. */
export function FormGrid({ children }: FormGridProps) {
  return <div className={formGrid}>{children}</div>;
}

/** A field that spans both columns of a FormGrid, e.g. a description text area. */
export function FormGridFullRow({ children }: FormGridProps) {
  return <div className={fullRow}>{children}</div>;
}
