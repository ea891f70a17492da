/**
 * Guards for the arguments of the mortgage functions. A bad argument is a caller's bug (user input
 * is parsed by schemas before it gets here), so it throws instead of producing a plausible number.
 */

export function requireAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite amount of zero or more, got ${value}`);
  }
}

export function requireRatePercent(name: string, value: number): void {
  // 100% a year is far beyond any mortgage; the bound catches a rate passed as a fraction's inverse.
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be an annual rate in percent between 0 and 100, got ${value}`);
  }
}

export function requireWholeMonths(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of months of at least ${minimum}, got ${value}`);
  }
}
