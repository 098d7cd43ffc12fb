import { errorMessage } from '@aac/api-client';
import { useToast } from '@aac/ui';
import { useState } from 'react';
import { type CsvColumn, downloadCsv, exportedMessage, toCsv } from './exportCsv';

export interface CsvExportOptions<Row> {
  /** The file's name at the moment of export (see csvFileName). */
  fileName: () => string;
  columns: readonly CsvColumn<Row>[];
  /** Every row matching the current search and filters (see fetchAllPages). */
  fetchRows: () => Promise<Row[]>;
  /** What a row is called, for the toast "Exported 1,204 users": an export says what it exported. */
  noun: { one: string; other: string };
}

/**
 * The Export button of a list screen (DESIGN.md: a CSV of every matching row): fetches, downloads,
 * then says what was exported, or why it failed.
 */
export function useCsvExport<Row>({ fileName, columns, fetchRows, noun }: CsvExportOptions<Row>) {
  const toast = useToast();
  const [isExporting, setIsExporting] = useState(false);
  const exportRows = async () => {
    setIsExporting(true);
    try {
      const rows = await fetchRows();
      downloadCsv(fileName(), await toCsv(rows, columns));
      toast.success(exportedMessage(rows.length, noun));
    } catch (error) {
      toast.error('Nothing was exported', { description: errorMessage(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { isExporting, exportRows };
}
