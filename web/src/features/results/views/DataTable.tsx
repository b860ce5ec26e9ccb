import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableProps {
  caption: string;
  /** Column headers; on narrow screens each cell shows its header beside it. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Collapsed under "Show the data" (a chart's text alternative); else always shown. */
  collapsible?: boolean;
  testId?: string;
}

/** A table of numbers; as a chart's text alternative it sits collapsed under the chart. */
export function DataTable({ caption, columns, rows, collapsible = false, testId }: DataTableProps) {
  const { t } = useTranslation();
  const table = (
    <div className="ap-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="ap-table" data-testid={testId}>
        <caption className={collapsible ? 'ap-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} data-label={columns[cellIndex]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!collapsible) return table;
  return (
    <details className="ap-data-details">
      <summary>{t('results.table.show')}</summary>
      {table}
    </details>
  );
}
