import { errorMessage } from '@aac/api-client';
import { useToast } from '@aac/ui';
import { useState } from 'react';
import type { CsvColumn, CsvNarrowing } from './exportCsv';

/** What an export's file is named after (see csvFileName): the list, then its search and filters. */
export interface CsvFileNaming {
  name: string;
  narrowing: CsvNarrowing;
}

export interface CsvExportOptions<Row> {
  /** What the file is named after at the moment of export. */
  fileName: () => CsvFileNaming;
  columns: readonly CsvColumn<Row>[];
  /** Every row matching the current search and filters (see fetchAllPages). */
  fetchRows: () => Promise<Row[]>;
  /** What a row is called, for the toast "Exported 1,204 users": an export says what it exported. */
  noun: { one: string; other: string };
}

/**
 * The Export button of a list screen (docs/design.md: a CSV of every matching row): fetches, downloads,
 * then says what was exported, or why it failed.
 */
export function useCsvExport<Row>({ fileName, columns, fetchRows, noun }: CsvExportOptions<Row>) {
  const toast = useToast();
  const [isExporting, setIsExporting] = useState(false);
  const exportRows = async () => {
    setIsExporting(true);
    try {
      // The CSV code loads with the first export, not with every list.
      const [csv, rows] = await Promise.all([import('./exportCsv'), fetchRows()]);
      const { name, narrowing } = fileName();
      csv.downloadCsv(csv.csvFileName(name, narrowing), await csv.toCsv(rows, columns));
      toast.success(csv.exportedMessage(rows.length, noun));
    } catch (error) {
      toast.error('Nothing was exported', { description: errorMessage(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { isExporting, exportRows };
}
