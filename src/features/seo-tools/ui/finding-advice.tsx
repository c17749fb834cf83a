// What a finding that did not pass says besides its detail: why it matters and how to fix it.
export function FindingAdvice({ why, fix }: { why: string; fix: string }) {
  return (
    <dl className="finding-advice">
      <dt>Why it matters</dt>
      <dd>{why}</dd>
      <dt>How to fix it</dt>
      <dd>{fix}</dd>
    </dl>
  );
}
