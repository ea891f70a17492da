import { z } from 'zod';
import { recentlyTextedSchema } from './text-frequency';

/** The columns a lead file can fill (spec 3), in the order the mapping dialog lists them. */
export const supportedColumns = [
  'firstName',
  'middleName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'lender',
  'loanAmount',
  'loanReceivedData',
  'loanType',
  'homeValue',
  'phoneNumber',
  'refId',
  'email',
] as const;
export type SupportedColumn = (typeof supportedColumns)[number];

export const supportedColumnLabels: Record<SupportedColumn, string> = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  lender: 'Lender',
  loanAmount: 'Loan Amount',
  loanReceivedData: 'Loan Received Date',
  loanType: 'Loan Type',
  homeValue: 'Home Value',
  phoneNumber: 'Phone Number',
  refId: 'Reference Id',
  email: 'Email',
};

/** Header spellings CRMs export, folded (lower case, letters and digits only), per supported column. */
const aliases: Record<SupportedColumn, readonly string[]> = {
  firstName: ['first', 'firstname', 'fname', 'givenname', 'forename', 'contactfirstname', 'borrowerfirstname'],
  middleName: ['middle', 'middlename', 'mname', 'middleinitial', 'mi'],
  lastName: ['last', 'lastname', 'lname', 'surname', 'familyname', 'contactlastname', 'borrowerlastname'],
  address: ['address', 'streetaddress', 'street', 'address1', 'addressline1', 'propertyaddress', 'mailingaddress'],
  city: ['city', 'town', 'propertycity', 'mailingcity'],
  state: ['state', 'st', 'province', 'region', 'propertystate', 'mailingstate'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'zip5', 'postal', 'propertyzip', 'mailingzip'],
  lender: ['lender', 'lendername', 'currentlender', 'servicer'],
  loanAmount: ['loanamount', 'loanamt', 'mortgageamount', 'loanbalance', 'originalloanamount'],
  loanReceivedData: ['loanreceiveddata', 'loanreceiveddate', 'loandate', 'closedate', 'closingdate', 'fundeddate'],
  loanType: ['loantype', 'mortgagetype', 'loanprogram'],
  homeValue: ['homevalue', 'propertyvalue', 'estimatedvalue', 'value', 'avm', 'marketvalue'],
  phoneNumber: [
    'phonenumber',
    'phone',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'cellnumber',
    'cellular',
    'number',
    'phone1',
    'primaryphone',
    'tel',
    'telephone',
    'contactphone',
  ],
  refId: ['refid', 'referenceid', 'reference', 'ref', 'id', 'leadid', 'contactid', 'externalid', 'crmid'],
  email: ['email', 'emailaddress', 'mail', 'email1', 'primaryemail', 'contactemail'],
};

const fold = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The supported column a file header most likely holds, or undefined. */
export function detectColumn(header: string): SupportedColumn | undefined {
  const folded = fold(header);
  if (folded === '') return undefined;
  return supportedColumns.find((column) => fold(column) === folded || aliases[column].includes(folded));
}

/** One line of the 'Select Headers' mapping: which file column (by index) fills a supported column. */
export const columnMappingSchema = z.object({
  supportedColumn: z.enum(supportedColumns, { error: 'Unknown supported column' }),
  column: z.string().max(200),
  index: z.number().int().min(0).max(999),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** Pre-fills the mapping from the file's headers; each supported column and file column is used once. */
export function guessMapping(headers: readonly string[]): ColumnMapping[] {
  const mapping: ColumnMapping[] = [];
  headers.forEach((header, index) => {
    const supportedColumn = detectColumn(header);
    if (supportedColumn && !mapping.some((line) => line.supportedColumn === supportedColumn)) {
      mapping.push({ supportedColumn, column: header, index });
    }
  });
  return mapping;
}

export const contactImportMessages = {
  mappingRequired: 'Map at least the phone number column',
  phoneColumnRequired: 'Map a column to Phone Number: it is the one column every contact needs',
  emptyFile: 'The file is empty',
  headersOnly: 'The file has headers but no rows',
  notCsv: 'This file is not a CSV text file',
  tooLarge: 'The file is larger than 50 MB; split it into smaller files',
  tooManyRows: 'The file has more than 500,000 rows; split it into smaller files',
  brokenQuoting: 'The file has a quoted field that never closes',
  importNotFound: 'This upload has expired or does not exist; upload the file again',
  encoding: (name: string) => `The file is encoded as ${name}; save it as CSV UTF-8 and upload it again`,
} as const;

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 500_000;

/** Why a row of a lead file is not a usable contact. */
export const rejectionReasons = ['missingRequired', 'invalidPhone', 'duplicate', 'optedOut', 'missingField'] as const;
export type RejectionReason = (typeof rejectionReasons)[number];
export const contactGroups = ['valid', ...rejectionReasons] as const;
export type ContactGroup = (typeof contactGroups)[number];

export const contactGroupTitles: Record<ContactGroup, string> = {
  valid: 'Valid Contacts',
  missingRequired: 'Contacts Missing Required Data',
  invalidPhone: 'Contacts With an Invalid Phone',
  duplicate: 'Duplicate Contacts',
  optedOut: 'Contacts Already Opted Out',
  missingField: 'Contacts Missing Data the Template Needs',
};
export const rejectionReasonTexts: Record<RejectionReason, string> = {
  missingRequired: 'No phone number',
  invalidPhone: 'Not a valid US phone number',
  duplicate: 'Same phone number as an earlier row',
  optedOut: 'Opted out of texts from your organization',
  /** Each row says which placeholder it lacks ('No street address for {{streetAddress}}'); this when it cannot. */
  missingField: 'No value for a placeholder of the template',
};

/** A contact as read from a file: every supported column as text (phoneNumber in E.164 when valid). */
export const importedContactSchema = z.object({
  firstName: z.string().max(200).optional(),
  middleName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  address: z.string().max(500).optional(),
  city: z.string().max(200).optional(),
  state: z.string().max(100).optional(),
  zip: z.string().max(20).optional(),
  lender: z.string().max(200).optional(),
  loanAmount: z.string().max(50).optional(),
  loanReceivedData: z.string().max(50).optional(),
  loanType: z.string().max(100).optional(),
  homeValue: z.string().max(50).optional(),
  phoneNumber: z.string().max(50).optional(),
  refId: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});
export type ImportedContact = z.infer<typeof importedContactSchema>;

/** A row of the report: its line in the file, the contact and, when rejected, why. */
export const importRowSchema = z.object({
  line: z.number().int(),
  group: z.enum(contactGroups),
  contact: importedContactSchema,
  /** The phone as typed (E.164 is in contact.phoneNumber when valid). */
  rawPhone: z.string().nullable(),
  /** For a contact left out for the chosen template: why ('No street address for {{streetAddress}}'). */
  reason: z.string().nullable().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** The counts a lead file produced (every row lands in exactly one group). */
export const importReportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  encoding: z.string(),
  rows: z.number().int(),
  valid: z.number().int(),
  missingRequired: z.number().int(),
  invalidPhone: z.number().int(),
  duplicate: z.number().int(),
  optedOut: z.number().int(),
  /** Valid numbers another campaign of the organization texted in the last 7 days (they wait for the frequency limit). */
  recentlyTexted: recentlyTextedSchema.optional(),

  /**
   * Valid contacts left out because the chosen template would read an empty placeholder for them (0 until a
   * template is chosen; counted again whenever the template changes).
   */
  missingField: z.number().int().default(0),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The spec's data-URL file body: { name, type, data: 'data:text/csv;base64,...' }. */
export const dataUrlFileSchema = z.object({
  name: z.string().max(255).default('leads.csv'),
  type: z.string().max(100).optional(),
  data: z.string({ error: 'file.data must be a data URL' }).max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 200, {
    error: contactImportMessages.tooLarge,
  }),
});

/** POST /campaign/contacts/parse/headers (JSON form). */
export const parseHeadersBodySchema = z.object({ file: dataUrlFileSchema });
/** Reply: the header row, and the mapping guessed from it. */
export const parseHeadersReplySchema = z.object({
  headers: z.array(z.string()),
  mapping: z.array(columnMappingSchema),
  encoding: z.string(),
});

/** POST /campaign/contacts/parse (JSON form; the multipart form sends cols as a JSON text field). */
export const parseBodySchema = z.object({
  file: dataUrlFileSchema,
  cols: z.array(columnMappingSchema).max(supportedColumns.length),
  /** The organization or branch whose opt-outs apply; defaults to the person's own. */
  teamId: z.string().max(100).optional(),
});

/** The spec's parse reply (rows, chunks, errors) plus the report; chunks and errors hold a preview. */
export const parseReplySchema = z.object({
  importId: z.string(),
  rows: z.number().int(),
  chunks: z.array(z.array(importedContactSchema)),
  errors: z.array(importedContactSchema),
  report: importReportSchema,
});
export type ParseReply = z.infer<typeof parseReplySchema>;

/** GET /campaign/contacts/parse/{importId}/rows?group=&cursor=&limit= */
export const importRowsQuerySchema = z.object({
  group: z.enum(contactGroups, { error: `Group must be one of: ${contactGroups.join(', ')}` }).default('valid'),
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const importRowsReplySchema = z.object({
  results: z.array(importRowSchema),
  nextCursor: z.number().int().nullable(),
});

/** POST /campaign/contacts/import: the spec's chunks ('chucks'), or a parsed upload by importId. */
export const contactsImportBodySchema = z
  .object({
    campaignId: z.string().min(1).max(100),
    campaignName: z.string().max(200).optional(),
    chucks: z.array(z.array(importedContactSchema).max(10_000)).max(100).optional(),
    importId: z.string().max(100).optional(),
  })
  .refine((body) => body.chucks !== undefined || body.importId !== undefined, {
    error: 'Send chucks (groups of contacts) or an importId',
  });
export const contactsImportReplySchema = z.object({ imported: z.number().int(), rejected: z.number().int() });

/**
 * Neutralises a cell for any CSV the product writes: a value starting with = + - @ (or a tab or carriage
 * return) would run as a formula in a spreadsheet, so it gets a leading apostrophe. Stored values are untouched.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line of already-neutralised cells, quoted where needed. */
export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return cells
    .map((cell) => {
      const text = neutraliseCsvCell(cell ?? '');
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}

/** A money cell ('$350,000.00', '350000', ' $1,200 ') as whole cents; undefined when it is not money. */
export function parseMoneyCents(input: string): number | undefined {
  const text = input
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** GET /campaign/{id}/import: the report of the upload the campaign's contacts came from; null when none did. */
export const campaignImportReplySchema = z.object({ report: importReportSchema.nullable() });
export type CampaignImportReply = z.infer<typeof campaignImportReplySchema>;
