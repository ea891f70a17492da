// Campaigns: text-message campaigns (their details, schedule, contacts, collaborators), the message
// template catalogue and the submit operation that pays for a campaign. Owns campaigns, campaign_contacts,
// campaign_collaborators, message_templates, campaign_submissions.
export { countCampaigns } from './service/count-campaigns';
export { campaignSending, type CampaignSending } from './service/campaign-sending';
export { markContactsClicked, type SendingCampaign, type TextContact } from './service/sending';
export type { PausedCampaign } from './service/delivery';
export { CAMPAIGN_READ_TABLES } from './service/cached-reads';
// The sending schedule: each recipient's allowed hours and the campaign's daily cap.
export { campaignDay } from './schedule/daily-cap';
export { recipientLocation } from './schedule/recipient-zone';
export { DEFAULT_CAMPAIGN_TIME_ZONE, nextSendTime } from './schedule/send-window';
export { frequencyLimitsFor, stateFrequencyRules } from './schedule/state-frequency';
// Whose campaign texted a person: a lead's relationship.
export {
  campaignEndDate,
  contactInCampaign,
  relationshipOfContact,
  relationshipOfPhone,
  type CampaignRelationship,
} from './service/relationships';
// The names of campaigns, for reports that mention them (the upload's recently-texted numbers).
export { campaignNames } from './service/campaign-names';
// The homeowners a loan officer's campaigns reached: the opportunity list's people.
export {
  contactsInReach,
  opportunityContact,
  type CampaignReach,
  type OpportunityContact,
} from './service/opportunity-contacts';
// One campaign as its viewer may see it (403/404 otherwise): the funnel's sent and delivered counts.
export { campaignRecord } from './service/campaigns';
export type { Caller as CampaignCaller } from './service/deps';
