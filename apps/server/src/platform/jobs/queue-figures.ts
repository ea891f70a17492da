import type { SqlExecutor } from '../db/types';

export interface QueueFigures {
  jobType: string;
  /** Jobs due now that no worker has taken yet. */
  due: number;
  /** Jobs waiting for a later start: a retry's backoff, a self-scheduling chain's next run. */
  deferred: number;
  /** Seconds since the oldest due job became due (0 when none is due). */
  oldestDueSeconds: number;
}

/**
 * Every job type's waiting jobs, in one grouped query over pg-boss's tables: its fetch index (name, start_after
 * where the job is not yet active) holds all it reads, so the cost follows the waiting jobs, not the finished ones
 * pg-boss keeps. Types with nothing waiting answer 0, so their series do not vanish. The figures are the database's:
 * every process reports the same.
 */
export async function readQueueFigures(sql: SqlExecutor): Promise<QueueFigures[]> {
  const { rows } = await sql.executeSql(
    `select q.name as "jobType",
       count(j.id) filter (where j.start_after <= now())::int as due,
       count(j.id) filter (where j.start_after > now())::int as deferred,
       coalesce(extract(epoch from now() - min(j.start_after) filter (where j.start_after <= now())), 0)::float8
         as "oldestDueSeconds"
     from pgboss.queue q
     left join pgboss.job j on j.name = q.name and j.state < 'active'
     group by q.name`,
    [],
  );
  return rows.map((row) => ({
    jobType: String(row.jobType),
    due: Number(row.due),
    deferred: Number(row.deferred),
    oldestDueSeconds: Number(row.oldestDueSeconds),
  }));
}
