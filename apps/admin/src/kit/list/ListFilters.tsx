import { Button, FilterBar, SearchField, Select, TextField } from '@aac/ui';
import { X } from 'lucide-react';
import {
  type DateFilterDeclaration,
  type FilterDeclaration,
  type FilterName,
  isDateFilter,
  type ListPath,
} from './resourceList';
import type { ResourceList } from './useResourceList';

/** The picker's key for the "All …" option; the URL and the query leave it out. */
const ALL = 'all';

/**
 * The filter bar of a declared list: its search box ("Search users"), one picker per filter with
 * its "All …" option first, and Clear filters whenever a search or filter narrows the list.
 * `options` supplies the options of `open` filters, read from the server by the screen.
 */
export function ListFilters<P extends ListPath, Row, Filter extends FilterName<P>>({
  list,
  options: runtimeOptions,
}: {
  list: ResourceList<P, Row, Filter>;
  options?: Partial<Record<Filter, ReadonlyArray<{ value: string; label: string }>>>;
}) {
  const { declaration, params } = list;
  const noun = declaration.label.toLowerCase();
  const filterNames = Object.keys(declaration.filters) as Filter[];
  return (
    <FilterBar
      label={`Filter ${noun}`}
      search={
        declaration.search ? (
          <SearchField
            label={`Search ${noun}`}
            placeholder={declaration.search.placeholder}
            debounceMs={declaration.search.debounceMs ?? (declaration.search.text ? 0 : undefined)}
            value={params.search}
            onChange={params.setSearch}
          />
        ) : undefined
      }
      filters={filterNames.map((name) => {
        const filter: FilterDeclaration<string> | DateFilterDeclaration = declaration.filters[name];
        const chosen = params.filters[name];
        // One end of a date range: the browser's date field, its label above it ("From", "To").
        if (isDateFilter(filter)) {
          return (
            <TextField
              key={name}
              type="date"
              label={filter.label}
              value={chosen}
              onChange={(value) => params.setFilter(name, value)}
            />
          );
        }
        if (filter.onlyWhenSet && !chosen) return null;
        const supplied = runtimeOptions?.[name] ?? filter.options;
        // A value from the URL the server's options do not (yet) hold stays visible, not blank.
        const options =
          chosen && !supplied.some((option) => option.value === chosen)
            ? [...supplied, { value: chosen, label: chosen }]
            : supplied;
        return (
          <Select
            key={name}
            label={filter.label}
            hideLabel
            options={[{ value: ALL, label: filter.allLabel }, ...options]}
            value={params.filters[name] || ALL}
            // Closed, a chosen filter says what it filters: "Status: Active", not "Active".
            valueLabel={(option) =>
              option.value === ALL ? option.label : `${filter.label}: ${option.label}`
            }
            onChange={(value) => params.setFilter(name, value === ALL ? '' : value)}
          />
        );
      })}
      actions={
        params.isFiltered ? (
          <Button variant="ghost" tone="neutral" icon={<X size={16} />} onPress={params.clearFilters}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
}
