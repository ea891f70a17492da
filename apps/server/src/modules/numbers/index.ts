// Numbers: what the outside services say about a phone number before a campaign texts it (reassigned since
// consent, per the FCC Reassigned Numbers Database; landline or not, per a line-type lookup), behind providers
// with a sandbox table, and their answers cached. Owns the number_checks table.
export { checkNumbers, type NumberLookups, type NumberQuery, type NumberVerdict } from './service/check-numbers';
export { createNumberLookups } from './providers/create-number-lookups';
export type { LineType, ReassignedAnswer } from './providers/number-lookups';
