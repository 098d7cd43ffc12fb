import { type ApiClient, type FetchResult, unwrap } from '@aac/api-client';
import type { ListData, ListPath, ListQuery } from './resourceList';

// As in listQuery.ts: the typed client's overloads cannot take a generic path.
type PlainGet = (path: string, init: { params: { query: object } }) => Promise<FetchResult<unknown>>;

/** One list request outside React Query (the export's fetch of every page). */
export async function fetchList<P extends ListPath>(
  client: ApiClient,
  path: P,
  query: ListQuery<P>,
): Promise<ListData<P>> {
  const get = client.GET as unknown as PlainGet;
  return unwrap(await get(path, { params: { query } })) as ListData<P>;
}
