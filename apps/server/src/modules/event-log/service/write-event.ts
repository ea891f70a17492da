import type { Db } from '../../../platform/db/types';
import { insertCoreLog } from '../repo';

export interface LoggedEvent {
  /** Unique: a client builds it as `<source>-<action>-<uuid>`, so a retried post is recorded once. */
  id: string;
  source: string;
  action: string;
  data: Record<string, unknown>;
}

/** Records one event; false when an event with this id is already recorded. */
export function writeEventLog(db: Db, event: LoggedEvent): Promise<boolean> {
  return insertCoreLog(db, event);
}
