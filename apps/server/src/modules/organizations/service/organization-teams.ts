import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../platform/db/types';
import { teams } from '../tables';

/** An organization and every team below it, at any depth: where its campaigns may have been made. */
export async function teamIdsOfOrganization(db: Db | Tx, organizationId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive below(id) as (
      select ${teams.id} from ${teams} where ${teams.id} = ${organizationId}
      union select t.id from ${teams} t inner join below on t.parent_id = below.id
    )
    select id from below`,
  );
  return rows.map((row) => row.id);
}
