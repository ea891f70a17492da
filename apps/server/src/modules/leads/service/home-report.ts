import {
  addressFigures,
  homeReportMessages,
  opportunityOf,
  type CurrentRates,
  type HomeReport,
  type OpportunityHome,
  type PmmsWeek,
} from '@roost/domain';
import { AppError } from '../../../errors';
import type { Db } from '../../../platform/db/types';
import { opportunityContact, type OpportunityContact } from '../../campaigns';
import { replyCache } from '../../../platform/cache/table-change-cache';
import { currentRates, pmmsOriginationRate, ratesToday, storedAddressRecord } from '../../home';
import { homeReportLink, homeReportLinkOpens, type HomeReportLink } from '../../links';
import { loanOfficerListing, partnerServingZip } from '../../organizations';
import { accountCard } from '../../user';
import { findLeadByIdempotencyKey } from '../repo';
import { contactAddress, contactKey, homeOf, uploadFigures } from './homeowner-home';
import { zipOfAddress } from './route-lead';

export interface HomeReportDeps {
  db: Db;
  /** The shipped PMMS history: today's rates without a newer sheet, and a loan's origination-month rate. */
  pmms: readonly PmmsWeek[];
  now?: () => Date;
}

/** The one answer for every link that opens no page: unknown, expired, or a campaign's own page. */
export const homeReportNotFound = () => new AppError('LINK_NOT_FOUND', homeReportMessages.linkNotFound);

/** The review's lead is the link's: a replay, however late, finds the first one by this key. */
export const reviewKeyOf = (linkId: string) => `home-report:${linkId}`;

/** A contact's own page as it is read: the link, the contact and their home as known today. */
export interface ReadHomeReport {
  link: HomeReportLink;
  contact: OpportunityContact;
  report: HomeReport;
}

/**
 * The link's contact, or the not-found answer (no such link, its contact gone, or expired). The contact and the
 * campaign's end date are read at each view: they change as the campaign sends, and a contact may be erased.
 */
async function contactOfLink(deps: HomeReportDeps, linkId: string, now: Date) {
  const link = await homeReportLink(deps.db, linkId);
  const contact = link && (await opportunityContact(deps.db, link.campaignId, link.contactId));
  if (!link || !contact || !homeReportLinkOpens(contact.campaignEndDate, now)) throw homeReportNotFound();
  return { link, contact };
}

/** Whether a link's review was asked for: read at each view, kept until a lead changes. */
export const HOME_REPORT_READ_TABLES = ['leads'] as const;
const reviewsAsked = replyCache<boolean>(HOME_REPORT_READ_TABLES, 20_000);

function reviewRequested(db: Db, linkId: string): Promise<boolean> {
  const read = async () => (await findLeadByIdempotencyKey(db, reviewKeyOf(linkId))) !== undefined;
  return reviewsAsked(db)?.get(linkId, read) ?? read();
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((_letter, index, letters) => index === 0 || index === letters.length - 1)
    .join('') || '?';

/** The licence number in a team member's licence text ('NMLS 1049321' -> '1049321'). */
const nmlsIdOf = (licence: string | null) => /\d{4,12}/.exec(licence ?? '')?.[0] ?? null;

/** The figures, insurance and refinance lines of a home as the site's tools work them out (addressFigures). */
function homeLines(home: OpportunityHome, rates: CurrentRates | undefined, today: string) {
  const valueKnown = home.record.estimate !== null && home.record.estimate > 0;
  const found = opportunityOf(home, rates, today);
  if (!found || home.balance === undefined) {
    return {
      figures: {
        value: valueKnown ? Math.round(home.record.estimate!) : null,
        balance: null,
        equity: null,
        cashAvailable: null,
        loanToValuePercent: null,
      },
      mortgageInsurance: { outlook: 'unknown' as const, monthly: null, toThreshold: null, since: null },
      refinance: null,
    };
  }
  const { figures, reasons } = found;
  const { insurance, toThreshold } = addressFigures(home.record, home.balance, today);
  const removable = reasons.find((reason) => reason.kind === 'mortgageInsurance');
  const rate = reasons.find((reason) => reason.kind === 'rate');
  // Insurance only when the loan is known to carry it (its start says above 80%), as the opportunity list reads it.
  const mortgageInsurance = removable
    ? { outlook: 'removable' as const, monthly: removable.monthlyInsurance, toThreshold: null, since: removable.since }
    : insurance.status === 'in-force' && insurance.estimate.basis === 'estimate'
      ? { outlook: 'in-force' as const, monthly: insurance.monthly, toThreshold: toThreshold ?? null, since: null }
      : {
          outlook: insurance.status === 'none' ? ('none' as const) : ('unknown' as const),
          monthly: null,
          toThreshold: null,
          since: null,
        };
  return {
    figures: valueKnown
      ? {
          value: figures.value,
          balance: figures.balance,
          equity: figures.equity,
          cashAvailable: figures.cashAvailable,
          loanToValuePercent: figures.loanToValuePercent,
        }
      : { value: null, balance: figures.balance, equity: null, cashAvailable: null, loanToValuePercent: null },
    mortgageInsurance,
    refinance: rate
      ? {
          ratePercent: rate.ratePercent,
          rateEstimated: rate.rateEstimated,
          todayRatePercent: rate.todayRatePercent,
          todayRateProduct: rate.todayRateProduct,
          todayRateDate: rate.todayRateDate,
          currentPayment: rate.currentPayment,
          newPayment: rate.newPayment,
          monthlySaving: rate.monthlySaving,
        }
      : null,
  };
}

/**
 * A contact's own page: their home's figures (the stored record, its gaps filled by the upload, as the opportunity
 * list reads it) against today's rates, the loan officer whose campaign texted them, that loan officer's realtor
 * partner for the ZIP, and what a review request would send. 404 for a link that opens no page.
 */
export async function readHomeReport(deps: HomeReportDeps, linkId: string): Promise<ReadHomeReport> {
  const now = (deps.now ?? (() => new Date()))();
  const { link, contact } = await contactOfLink(deps, linkId, now);
  const today = ratesToday(now);
  const key = contactKey(contact);
  const address = contactAddress(contact);
  const zip = contact.zip?.trim().slice(0, 5) || zipOfAddress(address ?? undefined);
  const [record, rates, listing, account, partner, reviewAsked] = await Promise.all([
    key ? storedAddressRecord(deps.db, key) : Promise.resolve(null),
    currentRates(deps.db, deps.pmms, today).catch(() => undefined) as Promise<CurrentRates | undefined>,
    loanOfficerListing(deps.db, contact.ownerId, contact.teamId),
    accountCard(deps.db, contact.ownerId),
    zip ? partnerServingZip(deps.db, contact.ownerId, zip) : Promise.resolve(undefined),
    reviewRequested(deps.db, link.linkId),
  ]);
  const home = homeOf(
    record ?? undefined,
    key ?? contact.id,
    address ?? '',
    uploadFigures(contact),
    pmmsOriginationRate(deps.pmms),
    today,
  );
  const officerName = listing?.name ?? account?.name ?? 'Your loan officer';
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null;
  return {
    link,
    contact,
    report: {
      linkId: link.linkId,
      firstName: contact.firstName,
      address,
      ...homeLines(home, rates, today),
      todayRate: rates?.current ? { ratePercent: rates.rate30.ratePercent, date: rates.rate30.date } : null,
      loanOfficer: {
        name: officerName,
        photoUrl: account?.image ?? null,
        initials: initialsOf(officerName),
        nmlsId: nmlsIdOf(listing?.licence ?? null),
        phone: listing?.phone ?? account?.phone ?? null,
      },
      partner: partner ? { name: partner.name, company: null, phone: partner.phone } : null,
      prefill: { name, phone: contact.phoneNumber, email: contact.email, address },
      reviewRequested: reviewAsked,
    },
  };
}
