// The home page's chosen testimonials as cards. Loaded as a chunk of its own together with the
// testimonial data and card component (see home-testimonials.tsx).
import { testimonials } from '../../content/company/testimonials';
import { TestimonialCard } from './testimonial-card';

export function HomeTestimonialCards({ ids }: { ids: string[] }) {
  const chosen = ids.flatMap((id) => testimonials.filter((item) => item.id === id));
  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-3">
      {chosen.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </div>
  );
}
