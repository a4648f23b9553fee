import { t } from '@lingui/core/macro';
import { toast } from '../ui/toast.tsx';

/** Quotes a cell when needed, and defuses spreadsheet formulas in names people typed. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file: its header row, then a line per row, CRLF as spreadsheets expect. */
export function csvText(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[columns.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface CsvExport<R> {
  rows: readonly R[];
  csv: (rows: readonly R[]) => string;
  fileName: () => string;
  /** Said when there is nothing to export. */
  empty: string;
  /** Said once the file is handed over, with the number of rows. */
  exported: (count: number) => string;
}

/** The Export CSV button's action: the file, or why there is none, and a toast either way. */
export function useCsvExport<R>({ rows, csv, fileName, empty, exported }: CsvExport<R>): () => void {
  return () => {
    if (rows.length === 0) {
      toast({ title: t`No Data`, description: empty, variant: 'destructive' });
      return;
    }
    downloadText(csv(rows), fileName());
    toast({ title: t`Export Complete`, description: exported(rows.length), variant: 'success' });
  };
}
