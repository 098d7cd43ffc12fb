/**
 * Controls shared by the components' stories, so every args table offers the same kind of
 * control for the same kind of prop (the args-table test in .storybook asks each complex prop
 * for one of these, or a control of its own).
 */
import { Download, FileText, Plus, Trash2, Users } from 'lucide-react';

/** A ReactNode slot that usually holds a few words (labels, hints): edited as text. */
export const textControl = { control: 'text' } as const;

/**
 * A slot for other components (buttons, fields, a trigger), a function or a ref: described in
 * the table, set by the stories, since no control can build it.
 */
export const noControl = { control: false } as const;

/** Plain data (arrays and objects of strings and numbers): edited as JSON. */
export const objectControl = { control: 'object' } as const;

const icons = {
  none: undefined,
  Plus: <Plus />,
  Download: <Download />,
  Trash2: <Trash2 />,
  FileText: <FileText />,
  Users: <Users />,
};

/** An icon slot: a choice of a few of the product's icons, or none. */
export const iconControl = { control: 'select', options: Object.keys(icons), mapping: icons } as const;
