import { count } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { leads } from './tables';

export async function hasLeads(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(leads);
  return (row?.total ?? 0) > 0;
}

/** Sample leads so admin views have something to show on a fresh install; marked as samples. */
export async function seedDemoLeads(db: Db): Promise<void> {
  const sample = (type: string, name: string, email: string, extra: Partial<typeof leads.$inferInsert>) => ({
    type,
    name,
    email,
    bodyHash: `seed:${email}:${type}`,
    message: null,
    ...extra,
  });
  await db.insert(leads).values([
    sample('contact', 'Sample: Dana Whitfield', 'dana.sample@example.com', {
      message: 'Sample lead: I would like to talk about refinancing.',
    }),
    sample('pmiRemoval', 'Sample: Luis Ortega', 'luis.sample@example.com', {
      address: '1200 Sample Way, Roseville, CA 95661',
      estimatedValue: 640000,
      loanBalance: 455000,
    }),
    sample('dreamRate', 'Sample: Priya Raman', 'priya.sample@example.com', { dreamRate: 5.25 }),
  ]);
}
