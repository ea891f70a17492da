import type { Db } from '../../../platform/db/types';
import { campaignNamesOf } from '../repo';

/** Campaigns' names by id, for reports that mention them (an upload's numbers texted lately). */
export const campaignNames = (db: Db, ids: readonly string[]) => campaignNamesOf(db, ids);
