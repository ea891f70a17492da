/**
 * Rounding for display. Every calculation in this folder keeps full precision and rounds only at
 * the edge, so a figure shown in one place never drifts from the same figure derived elsewhere.
 */

// Binary floating point stores 1.005 as 1.00499999..., so a plain Math.round(x * 100) rounds it
// down. Trimming the scaled value to 15 significant digits (all a double reliably carries) first
// removes that representation noise before the half-way decision.
function roundHalfAwayFromZero(value: number, scale: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / scale;
  // Avoid showing "-0" for a tiny negative remainder.
  return rounded === 0 ? 0 : rounded;
}

/** Rounds a figure to at most `digits` decimals, half away from zero (2.5 -> 3, 1.005 -> 1.01 at two). */
export function roundToDecimals(value: number, digits: number): number {
  return roundHalfAwayFromZero(value, 10 ** digits);
}

/** Rounds money to whole cents, half away from zero (what a statement shows). */
export function roundToCents(amount: number): number {
  return roundHalfAwayFromZero(amount, 100);
}

/** Rounds money to whole dollars, half away from zero (the spec shows money as whole dollars). */
export function roundToDollars(amount: number): number {
  return roundHalfAwayFromZero(amount, 1);
}

/**
 * Rounds a rate in percent to the nearest eighth of a point: rate sheets, the rate slider and the
 * ARM note's fully indexed rate all move in 0.125 steps.
 */
export function roundToEighth(ratePercent: number): number {
  return roundHalfAwayFromZero(ratePercent, 8);
}
