import type { ReactNode } from 'react';
import { Chart } from '../../../components/chart/Chart.tsx';
import type { ChartProps } from '../../../components/chart/chart-types.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/**
 * A chart with what makes it readable without hovering: a title, a sentence that says what it
 * shows, the chart, and its numbers as a table (the text alternative).
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
  chart: ChartProps;
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
      <Chart {...chart} />
      <DataTable {...table} collapsible />
    </section>
  );
}
