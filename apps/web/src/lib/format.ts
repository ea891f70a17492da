const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Money shown to people: whole dollars (spec, section 9). */
export function formatMoney(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}
