// A star rating that reads as a sentence to screen readers ("Rated 4.5 out of 5") while sighted
// visitors see filled and empty stars; a fractional rating fills the last star partly, so 4.8 never
// shows as five full stars.
import { Star } from 'lucide-react';

/** How much of the star at `index` (0-based) a rating fills, from 0 to 1. */
export const starFill = (rating: number, index: number): number =>
  Math.min(1, Math.max(0, rating - index));

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p className="rm-stars">
      <span className="sr-only">
        Rated {rating} out of {outOf}
      </span>
      {Array.from({ length: outOf }, (_, index) => {
        const fill = starFill(rating, index);
        if (fill === 0 || fill === 1)
          return (
            <Star
              key={index}
              size={16}
              aria-hidden="true"
              className={fill === 1 ? 'rm-star-on' : 'rm-star-off'}
            />
          );
        return (
          <span key={index} className="rm-star-part" aria-hidden="true">
            <Star size={16} className="rm-star-off" />
            <Star
              size={16}
              className="rm-star-on"
              style={{ clipPath: `inset(0 ${Math.round((1 - fill) * 100)}% 0 0)` }}
            />
          </span>
        );
      })}
    </p>
  );
}
