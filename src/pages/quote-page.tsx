// The free-quote page: the quote form beside what happens after sending it.
import { PageIntro } from '../components/page-intro';
import { ContactDetails } from '../features/leads/contact-details';
import { QuoteForm } from '../features/leads/quote-form';
import type { TemplateProps } from '../site/loading/template-props';
import { figure } from 'virtual:company-figures/quote';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';

const steps = [
  `A strategist reads your request and replies ${replyPromise}, with a call or email if we have questions.`,
  `You receive a written proposal ${proposalPromise}: the plan, deliverables, timeline and INR pricing.`,
  'No obligation: the proposal is yours to keep, whether you work with us or not.',
];

export default function QuotePage({ page }: TemplateProps) {
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Free, no obligation"
        figure={figure}
        intro={
          <p>
            Tell us where your business is today and where you want it to be. We reply with a
            tailored plan and transparent INR pricing.
          </p>
        }
      />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <QuoteForm />
        <div className="space-y-6">
          <section aria-labelledby="next-steps-title" className="card">
            <h2 id="next-steps-title" className="text-xl font-bold">
              What happens next
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
