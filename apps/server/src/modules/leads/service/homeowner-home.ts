import {
  balanceAfter,
  isAddressKey,
  loanClosingDate,
  paymentsDueBy,
  toAddressKey,
  DEFAULT_TERM_MONTHS,
  type OpportunityHome,
  type PropertyRecord,
} from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import type { OpportunityContact } from '../../campaigns';
import { findAddressRecords } from '../../home';

/**
 * A homeowner's home as the leads module knows it: the stored property record with its gaps filled by what the upload
 * (or the person) said. One reading for the opportunity list and a contact's own page, so both show the same figures.
 */

const RECORDS_PER_READ = 1_000;

const known = (amount: number | null | undefined): amount is number =>
  amount !== null && amount !== undefined && Number.isFinite(amount) && amount >= 0;

/** An upload's loan date ('2021-06-15', '6/15/2021', '06/2021') as YYYY-MM-DD; null when it is none of these. */
export function uploadLoanDate(text: string | null): string | null {
  const value = text?.trim() ?? '';
  let iso: string | undefined;
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const usMatch = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const monthMatch = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (isoMatch) iso = `${isoMatch[1]}-${isoMatch[2]}-${isoMatch[3]}`;
  else if (usMatch) iso = `${usMatch[3]}-${usMatch[1]!.padStart(2, '0')}-${usMatch[2]!.padStart(2, '0')}`;
  else if (monthMatch) iso = `${monthMatch[2]}-${monthMatch[1]!.padStart(2, '0')}-01`;
  return iso && loanClosingDate(iso) ? iso : null;
}

const emptyRecord = (id: string, address: string): PropertyRecord => ({
  id,
  propertyId: null,
  address,
  stateCode: '',
  xCoord: null,
  yCoord: null,
  beds: null,
  baths: null,
  sqft: null,
  saleDate: null,
  salePrice: null,
  taxAmount: null,
  taxValue: null,
  loanAmount: null,
  loanType: null,
  loanDate: null,
  loanTermMonths: null,
  estimate: null,
  estimateLow: null,
  estimateHigh: null,
  loanBalance: null,
  loanRatePercent: null,
  rentEstimate: null,
  source: 'upload',
  createdDate: '',
});

/** What the upload (or the person) said of the home and the loan; each figure fills a gap of the property record. */
export interface KnownFigures {
  value: number | null;
  loanAmount: number | null;
  loanType: string | null;
  loanDate: string | null;
  /** The person's own balance (a lead's). */
  balance: number | null;
  /** A person's own figures (a lead's) win over the record's estimates; an upload's only fill its gaps. */
  own: boolean;
}

/**
 * The home as known: the stored property record, each missing figure taken from the upload, and the balance in force
 * (the person's own, else the record's, else the loan amortised at its rate since its date). A loan with no rate is
 * given the PMMS average of its origination month, as the property data does for its balances.
 */
export function homeOf(
  stored: PropertyRecord | undefined,
  key: string,
  address: string,
  given: KnownFigures,
  originationRate: (loanDate: string, termMonths: number) => number,
  today: string,
): OpportunityHome {
  const base = stored ?? emptyRecord(key, address);
  const record: PropertyRecord = {
    ...base,
    estimate: given.own && known(given.value) ? given.value : (base.estimate ?? given.value),
    loanAmount: base.loanAmount ?? given.loanAmount,
    loanType: base.loanType ?? given.loanType,
    loanDate: base.loanDate ?? given.loanDate,
  };
  const term = record.loanTermMonths ?? DEFAULT_TERM_MONTHS;
  const closing = loanClosingDate(record.loanDate);
  let rateEstimated = stored?.loanRatePercent != null ? stored.source === 'sample' : false;
  if (record.loanRatePercent === null && closing && closing <= today) {
    record.loanRatePercent = originationRate(closing, term);
    rateEstimated = true;
  }
  let balance: number | undefined;
  if (known(given.balance)) balance = given.balance;
  else if (known(base.loanBalance)) balance = base.loanBalance;
  else if (known(record.loanAmount)) {
    const rate = record.loanRatePercent;
    balance =
      closing && rate !== null && rate > 0 && rate <= 100
        ? balanceAfter(record.loanAmount, rate, term, paymentsDueBy(closing, term, today))
        : record.loanAmount;
  }
  return { record, balance, rateEstimated };
}

/** The key of a contact's property record, when the upload gave a whole address. */
export function contactKey(contact: OpportunityContact): string | undefined {
  if (!contact.address || !contact.city || !contact.state) return undefined;
  try {
    const key = toAddressKey({ street: contact.address, city: contact.city, state: contact.state });
    return isAddressKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/** A contact's address on one line, as the upload gave it; null without a street. */
export const contactAddress = (contact: OpportunityContact) =>
  contact.address
    ? [contact.address, contact.city, [contact.state, contact.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : null;

/** The stored property records of these keys. */
export async function recordsOf(db: Db, keys: string[]): Promise<Map<string, PropertyRecord>> {
  const records = new Map<string, PropertyRecord>();
  for (let start = 0; start < keys.length; start += RECORDS_PER_READ) {
    for (const row of await findAddressRecords(db, keys.slice(start, start + RECORDS_PER_READ))) {
      records.set(row.id, { ...row, createdDate: row.createdDate.toISOString() });
    }
  }
  return records;
}

/** What the upload said of a campaign contact's home and loan, to fill the property record's gaps. */
export function uploadFigures(contact: OpportunityContact): KnownFigures {
  return {
    value: contact.homeValueCents === null ? null : contact.homeValueCents / 100,
    loanAmount: contact.loanAmountCents === null ? null : contact.loanAmountCents / 100,
    loanType: contact.loanType,
    loanDate: uploadLoanDate(contact.loanReceivedData),
    balance: null,
    own: false,
  };
}
