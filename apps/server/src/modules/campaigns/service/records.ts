import type { Campaign, CampaignStatus, Template } from '@roost/domain';
import type { CampaignRow, TemplateRow } from '../repo';

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    client: row.client,
    status: row.status as CampaignStatus,
    templateId: row.templateId,
    redirectUrl: row.redirectUrl,
    contactName: row.contactName,
    startDate: row.startDate,
    endDate: row.endDate,
    daysOfWeek: row.daysOfWeek,
    messagesPerDay: row.messagesPerDay,
    paymentId: row.paymentId,
    createdDate: row.createdDate.toISOString(),
    totalContacts: row.totalContacts,
    totalSent: row.totalSent,
    totalClicks: row.totalClicks,
    totalActive: row.totalActive,
    totalNonResponsive: row.totalNonResponsive,
    totalOptOuts: row.totalOptOuts,
    totalFavorites: row.totalFavorites,
    totalDelivered: row.totalDelivered,
    totalFailed: row.totalFailed,
    pauseReason: row.pauseReason,
    ownerId: row.ownerId,
    teamId: row.teamId,
    priceCents: row.priceCents,
  };
}

export function toTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    body: row.body,
    rate: row.rate,
    client: row.client,
    createdDate: row.createdDate.toISOString(),
  };
}
