import type { Db } from '../../../platform/db/types';
import {
  findHomesByKeys,
  recentSalesInZip,
  sampleRecordValuations,
  updateRecordValuation,
  type RecordValuation,
} from '../repo';
import type { SampleMarket } from './market';
import { comparablesSince, valueSampleHome, type ZipSale } from './value-sample-home';

/**
 * Brings the cached records computed from the sample dataset to the current valuation model, so a
 * record saved by an earlier model (or from an earlier dataset) does not keep showing its old
 * estimate: each is valued again and rewritten only where a figure changed. Run at start-up, before
 * any request; records from other providers are theirs and are left alone. Returns how many changed.
 */
export async function refreshSampleValuations(db: Db, market: SampleMarket, pageSize = 500): Promise<number> {
  const since = comparablesSince(market);
  // A ZIP's recent sales are a few dozen rows; read once for all its records.
  const salesByZip = new Map<string, ZipSale[]>();
  const salesIn = async (zip: string) => {
    const sales = salesByZip.get(zip) ?? (await recentSalesInZip(db, zip, since));
    salesByZip.set(zip, sales);
    return sales;
  };
  let changed = 0;
  let after = '';
  for (;;) {
    const page = await sampleRecordValuations(db, after, pageSize);
    if (page.length === 0) return changed;
    after = page.at(-1)!.id;
    const keys = page.map((record) => record.id);
    const found = await findHomesByKeys(db, keys);
    const homes = new Map(found.map((home) => [home.addressKey, home]));
    const updates: { id: string; figures: RecordValuation }[] = [];
    for (const record of page) {
      const home = homes.get(record.id);
      // A record of an address the dataset no longer holds cannot be valued again; it stays as it was.
      if (!home) continue;
      const valuation = valueSampleHome(home, await salesIn(home.zip), market);
      const figures: RecordValuation = {
        estimate: valuation.estimate,
        estimateLow: valuation.low,
        estimateHigh: valuation.high,
        rentEstimate: valuation.rentEstimate,
      };
      const same = Object.entries(figures).every(([name, value]) => record[name as keyof RecordValuation] === value);
      if (!same) updates.push({ id: record.id, figures });
    }
    if (updates.length > 0) {
      await db.transaction(async (tx) => {
        for (const { id, figures } of updates) await updateRecordValuation(tx, id, figures);
      });
      changed += updates.length;
    }
  }
}
