import type { Lead } from '@roost/domain';
import { escapeHtml } from '../../../platform/http/html';

const leadLabels: [keyof Lead, string][] = [
  ['type', 'Type'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['message', 'Message'],
  ['address', 'Address'],
  ['addressId', 'Address id'],
  ['estimatedValue', 'Estimated value'],
  ['loanBalance', 'Loan balance'],
  ['dreamRate', 'Dream rate'],
  ['createdDate', 'Received'],
  ['id', 'Lead id'],
];

/** The lead as e-mailed to the lending partner's inbox. */
export function leadMail(lead: Lead): { subject: string; text: string; html: string } {
  const present = leadLabels.filter(([key]) => lead[key] !== null && lead[key] !== '');
  const who = lead.name ?? lead.email ?? lead.phone ?? 'someone';
  return {
    subject: `New ${lead.type} lead from ${who}`,
    text: ['A new lead arrived on Roost.', '', ...present.map(([key, label]) => `${label}: ${lead[key]}`)].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif">
<p>A new lead arrived on Roost.</p>
<table cellpadding="4">${present
      .map(([key, label]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(lead[key])}</td></tr>`)
      .join('')}</table></body></html>`,
  };
}
