import { listCount } from './ListCount.css';
import type { FilterName, ListPath } from './resourceList';
import type { ResourceList } from './useResourceList';

/** "1 message found", "1,204 messages found". */
export function foundCountText(count: number, noun: { one: string; other: string }): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.other} found`;
}

/**
 * The count of rows matching the search and filters on every page (platform spec §2.2: "count of
 * messages found"), announced politely when it changes. Nothing while the first answer loads or
 * when the list failed (the table says why).
 */
export function ListCount<P extends ListPath, Row, Filter extends FilterName<P>>({
  list,
}: {
  list: ResourceList<P, Row, Filter>;
}) {
  const count = list.error === null ? list.totals?.totalCount : undefined;
  return (
    <p className={listCount} role="status">
      {count === undefined ? null : foundCountText(count, list.declaration.noun)}
    </p>
  );
}
