import { createElement, Fragment, type ReactNode, useState } from 'react';

export interface RowDialog<Kind extends string, Row> {
  /** Opens the dialog of one row action, e.g. from the DataTable's onRowAction. */
  open(kind: Kind, row: Row): void;
  close(): void;
  /** The row whose `kind` dialog is open, else null. */
  rowFor(kind: Kind): Row | null;
  /**
   * The `kind` dialog for its row while open, else nothing. Each opening mounts it afresh, so a
   * form starts from the row's values every time.
   */
  render(kind: Kind, dialog: (row: Row) => ReactNode): ReactNode;
}

/** Which row dialog is open (view, edit, delete …) and for which row; one at a time. */
export function useRowDialog<Kind extends string, Row>(): RowDialog<Kind, Row> {
  const [open, setOpen] = useState<{ kind: Kind; row: Row; opening: number } | null>(null);
  const rowFor = (kind: Kind) => (open?.kind === kind ? open.row : null);
  return {
    open: (kind, row) => setOpen((current) => ({ kind, row, opening: (current?.opening ?? 0) + 1 })),
    close: () => setOpen(null),
    rowFor,
    render: (kind, dialog) =>
      open?.kind === kind
        ? createElement(Fragment, { key: `${kind}-${open.opening}` }, dialog(open.row))
        : null,
  };
}
