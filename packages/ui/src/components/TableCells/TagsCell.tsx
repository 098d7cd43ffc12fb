import { TAGS_SHOWN } from '@aac/domain';
import { TagList } from '../TagList';
import { MissingValue } from './MissingValue';

export interface TagsCellProps {
  tags: readonly string[];
  /** How many tags before "+N more" (TAGS_SHOWN, 2, by default: core spec §2.4). */
  maxShown?: number;
  /** Names each row's list for screen readers (default "Tags"). */
  label?: string;
  /** What a row without tags says (default "—"). */
  emptyText?: string;
}

/** The first tags of a row, then "+N more"; a muted placeholder when there are none. */
export function TagsCell({ tags, maxShown = TAGS_SHOWN, label = 'Tags', emptyText }: TagsCellProps) {
  if (tags.length === 0) return <MissingValue>{emptyText}</MissingValue>;
  return <TagList tags={tags} maxShown={maxShown} label={label} />;
}
