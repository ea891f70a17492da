import {
  importedContactSchema,
  toE164,
  type ColumnMapping,
  type ContactGroup,
  type ImportedContact,
  type SupportedColumn,
} from '@roost/domain';

/** A contact and the group it falls into; `phone` is the E.164 number when the phone is valid. */
export interface ClassifiedContact {
  group: ContactGroup;
  phone: string | null;
  /** The contact as typed, phoneNumber in E.164 when valid. */
  contact: ImportedContact;
  rawPhone: string | null;
}

/**
 * The rules that need nothing but the file, in order: no phone (missingRequired), not a valid US number
 * (invalidPhone), the same number as an earlier row (duplicate; `seen` keeps the numbers so far, the first
 * row is kept). Undefined group: a candidate, valid unless the number has opted out.
 */
export function fileRules(
  contact: ImportedContact,
  seen: Set<string>,
): { group: Exclude<ContactGroup, 'valid' | 'optedOut'> | undefined; phone: string | null; rawPhone: string | null } {
  const rawPhone = contact.phoneNumber?.trim() || null;
  if (!rawPhone) return { group: 'missingRequired', phone: null, rawPhone: null };
  const phone = toE164(rawPhone);
  if (!phone) return { group: 'invalidPhone', phone: null, rawPhone };
  if (seen.has(phone)) return { group: 'duplicate', phone, rawPhone };
  seen.add(phone);
  return { group: undefined, phone, rawPhone };
}

/**
 * Groups contacts by the import's rules, first matching rule wins: missingRequired, invalidPhone, duplicate
 * (of an earlier contact of the list), optedOut (in `suppressed`, E.164 numbers), else valid.
 */
export function classifyContacts(
  contacts: readonly ImportedContact[],
  suppressed: ReadonlySet<string>,
): ClassifiedContact[] {
  const seen = new Set<string>();
  return contacts.map((contact) => {
    const { group, phone, rawPhone } = fileRules(contact, seen);
    const typed = phone ? { ...contact, phoneNumber: phone } : contact;
    return { group: group ?? (suppressed.has(phone!) ? 'optedOut' : 'valid'), phone, contact: typed, rawPhone };
  });
}

/** Each supported column's longest value, from the contract (longer cells are cut to it). */
const maxLengths = Object.fromEntries(
  Object.entries(importedContactSchema.shape).map(([column, schema]) => [column, schema.unwrap().maxLength ?? 500]),
) as Record<SupportedColumn, number>;

/** A row's mapped cells as an ImportedContact: empty cells left out, the rest as typed (trimmed). */
export function contactFromCells(cells: readonly string[], mapping: readonly ColumnMapping[]): ImportedContact {
  const contact: ImportedContact = {};
  for (const { supportedColumn, index } of mapping) {
    const cell = cells[index];
    if (cell === undefined || cell === '') continue;
    const max = maxLengths[supportedColumn];
    contact[supportedColumn] = cell.length > max ? cell.slice(0, max) : cell;
  }
  return contact;
}
