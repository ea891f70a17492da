// Links: the campaigns' short links on our own domain and their clicks. Owns short_links, link_clicks.
export { campaignLinkUrls, createCampaignLinks, homeReportRedirect, safeRedirect } from './service/links';
export { campaignContactOfLink, contactsWhoClicked, humanClicksOfContact } from './service/link-contact';
export { campaignRefOf } from './service/campaign-ref-cookie';
// Each contact's own page (/home-report/{id}): which contact a link opens, and who read theirs.
export {
  homeReportLink,
  homeReportLinkOpens,
  homeReportsViewed,
  markHomeReportViewed,
  type HomeReportLink,
} from './service/home-report-link';
