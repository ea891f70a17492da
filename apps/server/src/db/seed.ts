import { seedSiteDemoData, siteHasData } from '../modules/site';
import type { Db } from './types';

/** Seeds demo data on a fresh database only; a database with data is never touched. */
export async function seedWhenEmpty(db: Db): Promise<void> {
  if (await siteHasData(db)) return;
  await seedSiteDemoData(db);
}
