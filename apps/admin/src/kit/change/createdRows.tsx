import { type ApiPath, type ApiResource, RESOURCE_PATHS } from '@aac/api-client';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** The records created on the screen on view, by the list path that shows them. */
type CreatedIds = ReadonlyMap<string, ReadonlySet<string>>;

interface CreatedRows {
  ids: CreatedIds;
  add(resource: ApiResource, id: string): void;
}

const NONE: ReadonlySet<string> = new Set();
const EMPTY: CreatedIds = new Map();
const CreatedRowsContext = createContext<CreatedRows | null>(null);

/**
 * Holds which records the admin created on the screen on view, so its lists mark them "New"
 * (a created row found at once, wherever the list's order puts it). `scope` is the screen: the
 * marks end when the admin moves to another screen, and a screen opened again starts unmarked.
 */
export function CreatedRowsProvider({ scope, children }: { scope: string | undefined; children: ReactNode }) {
  const [state, setState] = useState<{ scope: string | undefined; ids: CreatedIds }>({ scope, ids: EMPTY });
  const add = useCallback(
    (resource: ApiResource, id: string) => {
      // The resource's own list is the first of the lists a change of it reloads.
      const path: string = RESOURCE_PATHS[resource][0];
      setState((previous) => {
        const ids = new Map(previous.ids);
        ids.set(path, new Set([...(ids.get(path) ?? []), id]));
        return { scope, ids };
      });
    },
    [scope],
  );
  // Another screen: its lists start unmarked, and so does this one when the admin comes back.
  if (state.scope !== scope) setState({ scope, ids: EMPTY });
  const ids = state.scope === scope ? state.ids : EMPTY;
  const value = useMemo(() => ({ ids, add }), [ids, add]);
  return <CreatedRowsContext.Provider value={value}>{children}</CreatedRowsContext.Provider>;
}

/** Records a created record as new on this screen (no-op outside the admin frame). */
export function useMarkCreated(): (resource: ApiResource, id: string | number) => void {
  const context = useContext(CreatedRowsContext);
  return useCallback((resource, id) => context?.add(resource, String(id)), [context]);
}

/** The ids of the rows of `path`'s list created on this screen: the table marks them "New". */
export function useCreatedRowIds(path: ApiPath): ReadonlySet<string> {
  return useContext(CreatedRowsContext)?.ids.get(path) ?? NONE;
}
