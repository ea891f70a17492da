/**
 * A price index the dataset yields: the median sale price per square foot of each county and
 * year, smoothed and carried to years without sales, so an old sale can be brought to today.
 */
export interface SaleSample {
  county: string;
  year: number;
  pricePerSqft: number;
}

export class PriceIndex {
  private readonly levels = new Map<string, Map<number, number>>();
  readonly latestYear: number;

  constructor(samples: readonly SaleSample[]) {
    const grouped = new Map<string, Map<number, number[]>>();
    let latestYear = 0;
    for (const sample of samples) {
      const years = grouped.get(sample.county) ?? new Map<number, number[]>();
      grouped.set(sample.county, years);
      const list = years.get(sample.year) ?? [];
      list.push(sample.pricePerSqft);
      years.set(sample.year, list);
      latestYear = Math.max(latestYear, sample.year);
    }
    this.latestYear = latestYear;
    for (const [county, years] of grouped) {
      const medians = new Map([...years].map(([year, values]) => [year, median(values)]));
      const sortedYears = [...medians.keys()].sort((a, b) => a - b);
      const levels = new Map<number, number>();
      for (let year = sortedYears[0]!; year <= latestYear; year++) {
        // Three-year centred mean smooths the noise of thin years; gaps take the last known level.
        const window = [year - 1, year, year + 1]
          .map((y) => medians.get(y))
          .filter((v): v is number => v !== undefined);
        levels.set(year, window.length > 0 ? window.reduce((a, b) => a + b, 0) / window.length : levels.get(year - 1)!);
      }
      this.levels.set(county, levels);
    }
  }

  /** How much a price from `fromYear` is worth in `toYear` in this county (1 when unknown). */
  growth(county: string, fromYear: number, toYear = this.latestYear): number {
    const levels = this.levels.get(county);
    const clamp = (year: number) => Math.min(Math.max(year, Math.min(...(levels?.keys() ?? [year]))), this.latestYear);
    const from = levels?.get(clamp(fromYear));
    const to = levels?.get(clamp(toYear));
    return from && to ? to / from : 1;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * share;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}
