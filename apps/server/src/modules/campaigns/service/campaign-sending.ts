import {
  dueCampaignIds,
  startCampaign,
  sendingCampaign,
  activeCampaigns,
  contactsPage,
  contactsByIds,
  countSent,
  markContactsSent,
  markContactReplied,
  markContactOptedOut,
  markNonResponsive,
  completeCampaign,
  markContactSkipped,
} from './sending';
import { countDeliveries, markContactDoNotCall, pauseCampaign } from './delivery';
import { contactRecord } from './contact-list';
import { contactNames, inboxCampaigns } from './inbox-reach';
import { visibleContact } from './reach';
import { assertMayText } from './texting-access';

/**
 * What the messaging module (the sender, replies, delivery reports) may read of campaigns and do to them and
 * their contacts. One interface, implemented here, so the campaign tables change only through the campaigns
 * module's own use cases and the contract between the two modules is in one place.
 */
export const campaignSending = {
  dueCampaignIds,
  startCampaign,
  sendingCampaign,
  activeCampaigns,
  contactsPage,
  contactsByIds,
  countSent,
  markContactsSent,
  markContactReplied,
  markContactOptedOut,
  markNonResponsive,
  completeCampaign,
  markContactSkipped,
  countDeliveries,
  markContactDoNotCall,
  pauseCampaign,
  visibleContact,
  inboxCampaigns,
  contactNames,
  contactRecord,
  /** A typed reply texts from the lender's number: the same texting access as a campaign of its team. */
  assertMayText,
} as const;

export type CampaignSending = typeof campaignSending;
