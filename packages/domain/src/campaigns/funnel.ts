import { z } from 'zod';

/**
 * A campaign's funnel, each step people (not events): texted, their text delivered, who opened their link, who read
 * their own home's page, who asked to hear from the loan officer (the leads the campaign brought), and those leads
 * won.
 */
export const campaignFunnelSchema = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  clicked: z.number().int(),
  pageViewed: z.number().int(),
  asked: z.number().int(),
  won: z.number().int(),
});
export type CampaignFunnel = z.infer<typeof campaignFunnelSchema>;

export const campaignFunnelSteps = ['sent', 'delivered', 'clicked', 'pageViewed', 'asked', 'won'] as const;
export const campaignFunnelLabels: Record<(typeof campaignFunnelSteps)[number], string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  clicked: 'Clicked',
  pageViewed: 'Page viewed',
  asked: 'Asked',
  won: 'Won',
};
