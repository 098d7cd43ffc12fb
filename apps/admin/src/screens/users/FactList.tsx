import type { ReactNode } from 'react';
import { description, group, list, term } from './FactList.css';

export interface Fact {
  term: string;
  description: ReactNode;
  /** A test hook for a value that changes in place (the subscription status after an action). */
  testId?: string;
}

/**
 * Read-only facts as a description list (<dl>), so a screen reader pairs each value with its
 * name. Local to this screen because @aac/ui has no description list yet (see the report).
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={list}>
      {facts.map((fact) => (
        <div key={fact.term} className={group}>
          <dt className={term}>{fact.term}</dt>
          <dd className={description} data-testid={fact.testId}>
            {fact.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
