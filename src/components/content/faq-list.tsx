// Frequently asked questions as native disclosure widgets: keyboard and screen-reader friendly with
// no script, and every answer is in the HTML for crawlers.
export interface Faq {
  question: string;
  answer: string;
}

export function FaqList({
  faqs,
  title = 'Frequently asked questions',
}: {
  faqs: Faq[];
  title?: string;
}) {
  return (
    <section className="section" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="section-title">
        {title}
      </h2>
      <div className="mt-6 divide-y divide-line rounded-xl border border-line">
        {faqs.map((faq) => (
          <details key={faq.question} className="faq">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
