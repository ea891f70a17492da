/**
 * A price index the dataset yields: the median sale price per square foot of each county and
 * year, smoothed and carried to years without sales, so a sale can be brought to another date.
 * A year's level stands for the middle of that year; between two middles the level moves in a
 * straight line, so a sale three months ago moves by a quarter of a year's change, not a whole one.
 */
export interface SaleSample {
  county: string;
  year: number;
  pricePerSqft: number;
}

const DAY_MS = 86_400_000;

/** An ISO date (YYYY-MM-DD) as a year with its fraction: 2025-07-02 is about 2025.5. */
export function fractionalYear(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const start = Date.UTC(year, 0, 1);
  const days = (Date.UTC(year + 1, 0, 1) - start) / DAY_MS;
  const day = (Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - start) / DAY_MS;
  return year + (Number.isFinite(day) ? day : 0) / days;
}

export class PriceIndex {
  private readonly levels = new Map<string, { firstYear: number; values: number[] }>();
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
      const firstYear = Math.min(...medians.keys());
      const values: number[] = [];
      for (let year = firstYear; year <= latestYear; year++) {
        // Three-year centred mean smooths the noise of thin years; gaps take the last known level.
        const window = [year - 1, year, year + 1]
          .map((y) => medians.get(y))
          .filter((v): v is number => v !== undefined);
        values.push(window.length > 0 ? window.reduce((a, b) => a + b, 0) / window.length : values.at(-1)!);
      }
      this.levels.set(county, { firstYear, values });
    }
  }

  /**
   * The county's level on a date, interpolated between the middles of its years; flat before the
   * first year's middle and after the latest year's (no sales say where it went from there).
   */
  levelOn(county: string, isoDate: string): number | undefined {
    const series = this.levels.get(county);
    const when = fractionalYear(isoDate);
    if (!series || !Number.isFinite(when)) return undefined;
    const position = Math.min(Math.max(when - 0.5 - series.firstYear, 0), series.values.length - 1);
    const lower = Math.floor(position);
    const below = series.values[lower]!;
    const above = series.values[Math.min(lower + 1, series.values.length - 1)]!;
    return below + (above - below) * (position - lower);
  }

  /** How much a price from `fromDate` is worth on `toDate` in this county (1 when unknown). */
  growth(county: string, fromDate: string, toDate: string): number {
    const from = this.levelOn(county, fromDate);
    const to = this.levelOn(county, toDate);
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
