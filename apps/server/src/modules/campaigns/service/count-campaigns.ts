import type { Db } from '../../../platform/db/types';
import { countCampaignsNotDraft } from '../repo';

/** The admin dashboard's count of campaigns: paid ones (drafts awaiting payment and canceled ones not counted). */
export const countCampaigns = (db: Db): Promise<number> => countCampaignsNotDraft(db);
