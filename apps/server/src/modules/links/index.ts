// Links: the campaigns' short links on our own domain and their clicks. Owns short_links, link_clicks.
export { campaignLinkUrls, createCampaignLinks, safeRedirect } from './service/links';
export { campaignContactOfLink, humanClicksOfContact } from './service/link-contact';
export { campaignRefOf } from './service/campaign-ref-cookie';
