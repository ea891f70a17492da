import { leadStageLabels, type PipelineLead, type StoredLeadType } from '@roost/domain';

export { leadStageLabels };

/** What each kind of lead asked about, as the tool page or alert that brought it is named. */
const typeLabels: Record<StoredLeadType, string> = {
  pmiRemoval: 'PMI/MIP Removal',
  paymentDesign: 'Payment Design Center',
  welcomePackage: 'Welcome package',
  solarSunScore: 'Solar',
  dreamRate: 'Dream Rate',
  homeValue: 'Home value',
  cashOut: 'Cash-out',
  contact: 'Contact Us',
  incomplete: 'Unfinished request',
  homeReview: 'Home report review',
};

/** Where a lead came from, in words: the campaign by name, the alert's kind, the tool page. */
export function sourceText(lead: Pick<PipelineLead, 'source' | 'type'>): string {
  switch (lead.source.kind) {
    case 'campaign':
      return `Campaign: ${lead.source.campaignName ?? 'a campaign'}`;
    case 'alert':
      return `Homeowner alert: ${typeLabels[lead.type]}`;
    case 'tool':
      return `Tool page: ${typeLabels[lead.type]}`;
    case 'contact':
      return 'Contact form';
  }
}

/** A stored US number (+19165550100) as people write it, (916) 555-0100; anything else as stored. */
export function phoneText(phone: string): string {
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}
