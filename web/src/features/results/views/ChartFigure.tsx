import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/**
 * A chart with what makes it readable without hovering: a title, a sentence that says what it
 * shows, the chart (a plain SVG one: LineChart, BarChart), and its numbers as a table (the text
 * alternative).
 */
export function ChartFigure({
  title,
  description,
  chart,
  table,
  id,
  headingLevel = 3,
  children,
}: {
  title: string;
  description?: ReactNode;
  chart: ReactNode;
  table: Omit<DataTableProps, 'collapsible'>;
  id?: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="ap-figure" id={id}>
      <Heading className="ap-figure__title">{title}</Heading>
      {description ? <p className="ap-figure__description">{description}</p> : null}
      {children}
      {chart}
      <DataTable {...table} collapsible />
    </section>
  );
}
