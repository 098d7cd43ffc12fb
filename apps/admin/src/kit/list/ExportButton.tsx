import { Button } from '@aac/ui';
import { Download } from 'lucide-react';
import type { CsvColumn } from './exportCsv';
import type { FilterName, ListPath } from './resourceList';
import { useCsvExport } from './useCsvExport';
import type { ResourceList } from './useResourceList';

export interface ExportButtonProps<P extends ListPath, Row, Filter extends FilterName<P>> {
  list: ResourceList<P, Row, Filter>;
  /** The file's columns, usually every field of the entity. */
  columns: readonly CsvColumn<Row>[];
}

/**
 * "Export Users": a CSV of every row matching the list's search and filters (not only the page
 * on screen), then a toast saying how many rows it holds. Disabled while the list is failing.
 */
export function ExportButton<P extends ListPath, Row, Filter extends FilterName<P>>({
  list,
  columns,
}: ExportButtonProps<P, Row, Filter>) {
  const { label, noun } = list.declaration;
  const { isExporting, exportRows } = useCsvExport({
    name: label.toLowerCase(),
    columns,
    fetchRows: list.fetchAllMatching,
    noun,
  });
  return (
    <Button
      variant="solid"
      tone="neutral"
      icon={<Download size={16} />}
      onPress={exportRows}
      isPending={isExporting}
      pendingLabel="Exporting..."
      isDisabled={list.error !== null}
    >
      Export {label}
    </Button>
  );
}
