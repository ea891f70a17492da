import {
  nextSendTime,
  recipientLocation,
  DEFAULT_CAMPAIGN_TIME_ZONE,
  type SendingCampaign,
  type TextContact,
} from '../../campaigns';

function scheduleOf(campaign: SendingCampaign) {
  if (!campaign.startDate || !campaign.endDate || !campaign.daysOfWeek) return undefined;
  return {
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    daysOfWeek: campaign.daysOfWeek,
    timeZone: DEFAULT_CAMPAIGN_TIME_ZONE,
  };
}

/**
 * When a text may go to each contact, from `now`: null when the schedule leaves no time. The answer depends
 * only on the recipient's zone and state, so one is worked out per place and reused for the batch.
 */
export function dueTimes(campaign: SendingCampaign, now: Date) {
  const schedule = scheduleOf(campaign);
  const byPlace = new Map<string, Date | null>();
  return (contact: Pick<TextContact, 'zip' | 'phoneNumber'>): Date | null => {
    if (!schedule) return null;
    const location = recipientLocation({ zip: contact.zip, phone: contact.phoneNumber });
    const place = `${location?.zone ?? ''}|${location?.state ?? ''}`;
    if (!byPlace.has(place)) {
      byPlace.set(place, nextSendTime({ now, zone: location?.zone ?? null, state: location?.state ?? null, schedule }));
    }
    return byPlace.get(place)!;
  };
}
