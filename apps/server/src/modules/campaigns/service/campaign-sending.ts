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
} from './sending';
import { countDeliveries, markContactDoNotCall, pauseCampaign } from './delivery';
import { visibleContact } from './reach';

/**
 * What the messaging module (the sender, replies, delivery reports) may read of campaigns and do to them and
 * their contacts. One interface, implemented here, so the campaign tables change only through the campaigns
 * module's own use cases and the contract between the two modules is in one place.
 */
export interface CampaignSending {
  dueCampaignIds: typeof dueCampaignIds;
  startCampaign: typeof startCampaign;
  sendingCampaign: typeof sendingCampaign;
  activeCampaigns: typeof activeCampaigns;
  contactsPage: typeof contactsPage;
  contactsByIds: typeof contactsByIds;
  countSent: typeof countSent;
  markContactsSent: typeof markContactsSent;
  markContactReplied: typeof markContactReplied;
  markContactOptedOut: typeof markContactOptedOut;
  markNonResponsive: typeof markNonResponsive;
  completeCampaign: typeof completeCampaign;
  countDeliveries: typeof countDeliveries;
  markContactDoNotCall: typeof markContactDoNotCall;
  pauseCampaign: typeof pauseCampaign;
  visibleContact: typeof visibleContact;
}

export const campaignSending: CampaignSending = {
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
  countDeliveries,
  markContactDoNotCall,
  pauseCampaign,
  visibleContact,
};
