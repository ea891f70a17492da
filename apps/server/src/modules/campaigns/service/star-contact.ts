import type { CampaignContact } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { setContactStar } from '../repo';
import { toContact } from './contact-list';
import type { Caller } from './deps';
import { visibleContact } from './reach';

/**
 * PUT /campaign/contact/{contactId}/star: whoever may open the campaign stars or unstars one of its contacts
 * (a contact of a campaign they cannot open is 404 and stays as it was). Asking twice changes nothing more.
 */
export async function starContact(
  db: Db,
  caller: Caller,
  contactId: string,
  starred: boolean,
): Promise<CampaignContact> {
  await visibleContact(db, caller, contactId);
  return toContact(await setContactStar(db, contactId, starred));
}
