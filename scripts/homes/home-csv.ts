/** The columns of homes.csv.gz and how one home becomes one RFC 4180 line. */

export type LoanType = 'conventional' | 'FHA' | 'VA';

export interface Home {
  id: string;
  streetNumber: number;
  streetName: string;
  city: string;
  state: 'CA';
  zip: string;
  county: string;
  countyFips: string;
  latitude: number;
  longitude: number;
  beds: number;
  baths: number;
  sqft: number;
  yearBuilt: number;
  /** ISO date, YYYY-MM-DD. */
  lastSaleDate: string;
  lastSalePrice: number;
  assessedValue: number;
  /** Dollars with cents. */
  taxAmount: number;
  loanType: LoanType;
  originalLoanAmount: number;
  /** ISO date of the current loan: the purchase, or the later refinance. */
  loanDate: string;
  loanTermMonths: number;
}

export const homeColumns = [
  'id',
  'streetNumber',
  'streetName',
  'city',
  'state',
  'zip',
  'county',
  'countyFips',
  'latitude',
  'longitude',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'lastSaleDate',
  'lastSalePrice',
  'assessedValue',
  'taxAmount',
  'loanType',
  'originalLoanAmount',
  'loanDate',
  'loanTermMonths',
] as const satisfies readonly (keyof Home)[];

/** Quotes a field only when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function formatted(home: Home, column: (typeof homeColumns)[number]): string {
  switch (column) {
    case 'latitude':
    case 'longitude':
      return home[column].toFixed(5);
    case 'taxAmount':
      return home.taxAmount.toFixed(2);
    default:
      return String(home[column]);
  }
}

export function homeCsvLine(home: Home): string {
  return homeColumns.map((column) => csvField(formatted(home, column))).join(',');
}
