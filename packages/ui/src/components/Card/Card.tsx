import { type ReactNode, useId } from 'react';
import {
  actions as actionsClass,
  type CardVariants,
  card,
  description as descriptionClass,
  header,
  title as titleClass,
  titles,
} from './Card.css';

export interface CardProps extends CardVariants {
  /** A heading for the card; with it, the card is a named region of the page. */
  title?: string;
  /** A muted line under the title saying what the card holds. */
  description?: ReactNode;
  /** Buttons at the top right, e.g. "Edit". */
  actions?: ReactNode;
  /** The card's content. */
  children?: ReactNode;
  /** The title's heading level, so it fits the page outline (2 unless given). */
  headingLevel?: 2 | 3 | 4;
  /** `none` lets content such as a table reach the card's edges; standard unless given. */
  padding?: CardVariants['padding'];
}

/** A surface that groups related content, such as a settings section or a plan. */
export function Card({ title, description, actions, children, padding, headingLevel = 2 }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || actions);
  const Element = title ? 'section' : 'div';
  return (
    <Element aria-labelledby={title ? titleId : undefined} className={card({ padding })}>
      {hasHeader ? (
        <div className={header}>
          <div className={titles}>
            {title ? (
              <Heading id={titleId} className={titleClass}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={descriptionClass}>{description}</p> : null}
          </div>
          {actions ? <div className={actionsClass}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
