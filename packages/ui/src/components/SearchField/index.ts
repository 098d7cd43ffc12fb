export type { SearchFieldProps } from './SearchField';
export { DEFAULT_SEARCH_DEBOUNCE_MS, SearchField } from './SearchField';
