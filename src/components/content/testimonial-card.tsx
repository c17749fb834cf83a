// One client testimonial as a figure: rating, the quote, who said it and the service they bought.
import type { Testimonial } from '../../content/company/schema';
import { PageLink } from '../page-link';
import { StarRating } from './star-rating';

interface Props {
  testimonial: Testimonial;
  /** Show a link to the service the client bought (off where space is short). */
  showService?: boolean;
}

export function TestimonialCard({ testimonial, showService = true }: Props) {
  return (
    <figure className="card flex h-full flex-col gap-4">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-base leading-7">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="border-t border-line pt-4 text-sm">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="block text-muted">
          {testimonial.role}, {testimonial.companyType}, {testimonial.city}
        </span>
        {showService && (
          <span className="mt-2 block text-muted">
            Service: <PageLink to={testimonial.serviceId} className="link" />
          </span>
        )}
      </figcaption>
    </figure>
  );
}
