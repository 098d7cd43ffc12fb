import { moreLabel, takeWithMore } from '@aac/domain';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { Badge, type BadgeTone } from '../Badge';
import { skeletonShape } from '../Skeleton/Skeleton.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { list, loadingTag, mark, more, moreButton, tagButton } from './TagList.css';

const LOADING_TAGS = [0, 1, 2];

export interface TagListProps {
  /** The tags' texts, in order. */
  tags: readonly string[];
  /**
   * How many tags to show before "+N more": TAGS_SHOWN (2) for post tags, CATEGORY_SUGGESTIONS_SHOWN
   * (8) for category suggestions (core spec §2.4), both from @aac/domain.
   */
  maxShown: number;
  /** Names the list for screen readers, e.g. "Tags" or "Suggested categories". */
  label: string;
  /** Makes each tag a button, e.g. to add a suggested category to the post's tags. */
  onTagClick?: (tag: string) => void;
  /** Tags already chosen: their buttons are disabled (a suggestion is added only once). */
  disabledTags?: readonly string[];
  /** The tags' colour; brand unless given. */
  tone?: BadgeTone;
  /** A small decorative mark before a tag, by the tag's text (a category's colour swatch); the text still says it all. */
  marks?: Readonly<Record<string, ReactNode>>;
  /** The tags are loading: a placeholder one row of tags high, announced with the list's label. */
  isLoading?: boolean;
}

/** The first tags of a list, then "+N more" for the rest (takeWithMore of @aac/domain). */
export function TagList({
  tags,
  maxShown,
  label,
  onTagClick,
  disabledTags = [],
  tone = 'brand',
  marks = {},
  isLoading = false,
}: TagListProps) {
  // Clickable tags (suggestions to pick from) can all be reached: "+N more" shows the rest.
  const [isExpanded, setExpanded] = useState(false);
  const { shown, moreCount } = takeWithMore(tags, onTagClick && isExpanded ? tags.length : maxShown);
  if (isLoading) {
    return (
      <div className={list}>
        {LOADING_TAGS.map((index) => (
          <div key={index} aria-hidden="true">
            <span className={`${skeletonShape({ shape: 'block', size: 'fill' })} ${loadingTag}`} />
          </div>
        ))}
        <span role="status">
          <VisuallyHidden>{`Loading ${label.toLowerCase()}`}</VisuallyHidden>
        </span>
      </div>
    );
  }
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={list}>
      {shown.map((tag) => (
        <li key={tag}>
          {onTagClick ? (
            <Button
              className={tagButton}
              onPress={() => onTagClick(tag)}
              isDisabled={disabledTags.includes(tag)}
            >
              {marks[tag] ? (
                <span aria-hidden="true" className={mark}>
                  {marks[tag]}
                </span>
              ) : null}
              {tag}
            </Button>
          ) : (
            <Badge tone={tone} icon={marks[tag]}>
              {tag}
            </Badge>
          )}
        </li>
      ))}
      {moreCount > 0 && onTagClick ? (
        <li>
          <Button className={moreButton} aria-expanded={false} onPress={() => setExpanded(true)}>
            {moreLabel(moreCount)}
          </Button>
        </li>
      ) : moreCount > 0 ? (
        <li className={more}>{moreLabel(moreCount)}</li>
      ) : null}
      {onTagClick && isExpanded && tags.length > maxShown ? (
        <li>
          <Button className={moreButton} aria-expanded onPress={() => setExpanded(false)}>
            Show fewer
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
