import type { FilterOption } from '@aac/domain';
import type { FilterDeclaration } from './resourceList';

/**
 * A filter declaration from the domain's filter options, whose empty value is the "All …"
 * option: `filterFrom('Status', USER_STATUS_FILTERS)`.
 */
export function filterFrom<Value extends string>(
  label: string,
  options: ReadonlyArray<FilterOption<Value>>,
): FilterDeclaration<Value> {
  const all = options.find((option) => option.value === '');
  return {
    label,
    allLabel: all?.label ?? `All ${label}`,
    options: options.flatMap((option) =>
      option.value === '' ? [] : [{ value: option.value, label: option.label }],
    ),
  };
}
