// Numbered process steps as an ordered list of cards that flows from one column to a row.
export interface ProcessStep {
  title: string;
  body: string;
  /** A short time or duration shown above the title, e.g. 'Weeks 1 and 2'. */
  meta?: string;
}

interface Props {
  steps: ProcessStep[];
  /** Heading level of each step title, so the outline never skips a level. */
  level?: 3 | 4;
  /** Grid columns at wide widths. */
  columns?: 2 | 3 | 4 | 5 | 6;
}

const columnClass = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-3',
} as const;

export function ProcessSteps({ steps, level = 3, columns = 4 }: Props) {
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <ol className={`mt-6 grid gap-4 sm:grid-cols-2 ${columnClass[columns]}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="card flex flex-col gap-2">
          <span className="rm-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <Title className="text-lg font-semibold">{step.title}</Title>
          {step.meta && <p className="text-sm font-medium text-accent">{step.meta}</p>}
          <p className="text-sm leading-6 text-muted">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
