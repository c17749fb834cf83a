// Rupee amounts as Indian readers write them: en-IN digit grouping (₹1,50,000), no paise; the
// same string Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }) gives, without
// its start-up cost (see group-digits-en-in.ts).
import { groupDigitsEnIn } from './group-digits-en-in';

/** A whole-rupee amount, e.g. 25000 → '₹25,000' and 150000 → '₹1,50,000'. */
export function formatInr(amount: number): string {
  const grouped = groupDigitsEnIn(amount);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}
