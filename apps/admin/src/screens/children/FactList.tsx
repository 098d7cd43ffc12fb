import type { ReactNode } from 'react';
import { description, group, list, term } from './FactList.css';

export interface Fact {
  term: string;
  description: ReactNode;
}

/**
 * Read-only facts as a description list (<dl>), so a screen reader pairs each value with its
 * name. A copy of the User Management screen's FactList (screens/users/FactList.tsx): @aac/ui
 * has no description list yet, and one screen folder does not import another's files; both
 * copies should become one ui component (see the report).
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={list}>
      {facts.map((fact) => (
        <div key={fact.term} className={group}>
          <dt className={term}>{fact.term}</dt>
          <dd className={description}>{fact.description}</dd>
        </div>
      ))}
    </dl>
  );
}
