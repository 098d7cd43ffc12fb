import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type EmptyStateVariants,
  emptyAction,
  emptyHint,
  emptyIcon,
  emptyState,
  emptyTitle,
} from './EmptyState.css';

export interface EmptyStateProps extends EmptyStateVariants {
  /** What is empty, e.g. "No content found". */
  title: string;
  /** A line on what to do next, e.g. "Try a different search or add a new post." */
  hint?: ReactNode;
  /** An icon (lucide-react element); an inbox by default. */
  icon?: ReactNode;
  /** An optional next step, usually a Button such as "Add New". */
  action?: ReactNode;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The icon's colour: `neutral` (default) for nothing-yet, `critical` for a failure. */
  tone?: EmptyStateVariants['tone'];
}

/** What a list or panel shows when it has nothing to show (or failed to load, with tone critical). */
export function EmptyState({ title, hint, icon, action, tone, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      <span aria-hidden="true" className={emptyIcon({ tone })}>
        {icon ?? <Inbox />}
      </span>
      <Heading className={emptyTitle}>{title}</Heading>
      {hint ? <p className={emptyHint}>{hint}</p> : null}
      {action ? <div className={emptyAction}>{action}</div> : null}
    </div>
  );
}
