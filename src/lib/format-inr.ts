// Rupee amounts as Indian readers write them: en-IN digit grouping (₹1,50,000), no paise.
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** A whole-rupee amount, e.g. 25000 → '₹25,000' and 150000 → '₹1,50,000'. */
export function formatInr(amount: number): string {
  return rupees.format(Math.round(amount));
}
