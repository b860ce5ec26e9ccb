/** One figure of the fieldwork screen: its key (data-figure), label and value. */
export type Figure = readonly [key: string, label: string, value: string | number];

/** The fieldwork screen's figures as label and value pairs (the counts, the reconciliation). */
export function FigureList({ figures, testId }: { figures: readonly Figure[]; testId?: string }) {
  return (
    <dl className="ap-fw-figures" data-testid={testId}>
      {figures.map(([key, label, value]) => (
        <div key={key} className="ap-fw-figure" data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
