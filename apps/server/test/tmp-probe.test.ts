import { it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
it('probe', async () => {
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const db = await openDatabase({});
    console.log('open', Date.now() - t0);
    await db.close();
  }
}, 60000);
