// A star rating that reads as a sentence to screen readers ("Rated 4 out of 5") while sighted
// visitors see filled and empty stars.
import { Star } from 'lucide-react';

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p className="rm-stars">
      <span className="sr-only">
        Rated {rating} out of {outOf}
      </span>
      {Array.from({ length: outOf }, (_, index) => (
        <Star
          key={index}
          size={16}
          aria-hidden="true"
          className={index < rating ? 'rm-star-on' : 'rm-star-off'}
        />
      ))}
    </p>
  );
}
