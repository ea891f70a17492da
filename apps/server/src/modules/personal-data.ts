import type { Db, Tx } from '../platform/db/types';

/**
 * How modules take part in privacy requests (the California rights to know and to delete): each module that
 * stores personal data declares every such table it owns and what an erasure does to it, reads what it holds
 * about a person or a campaign contact, and erases it. The privacy module only asks every module in the
 * registry; a table with personal columns that no module declares fails `personal-data-coverage.test.ts`, so a
 * module added later cannot be forgotten silently.
 */

/** What an erasure does to a table's rows about the person. */
export type TableErasure =
  /** Rows deleted. */
  | { erased: 'deleted' }
  /** Rows kept with the personal fields cleared or replaced (what they say about the business stays). */
  | { erased: 'anonymised' }
  /** Phone numbers replaced by their keyed hash (opt-outs keep suppressing the number). */
  | { erased: 'hashed' }
  /** Rows kept on purpose, with the reason (a legal duty, or no personal data about this person). */
  | { kept: string };

/** A signed-in person asking about their own account. */
export interface PersonSubject {
  userId: string;
  email: string;
  /** E.164, as on the account; null when none. */
  phone: string | null;
}

/**
 * A campaign contact named by a privacy request to one organization. `phones` and `emails` start with the
 * request's identifier and gain what the organization's campaign contacts with that identifier carry (a request by
 * e-mail reaches the contact's number), before any module reads or erases.
 */
export interface ContactSubject {
  organizationId: string;
  /** The organization's suppression scope ('org:<id>'). */
  scope: string;
  /** The campaigns of the organization and its branches. */
  campaignIds: string[];
  phones: string[];
  emails: string[];
}

/** One module's part, as the registry gives them to the privacy module (in the registry's order). */
export interface ModulePersonalData {
  module: string;
  part: PersonalDataPart;
}

export interface PersonalDataPart {
  /** Every table of the module with personal data, by SQL name, and what an erasure does to it. */
  tables: Readonly<Record<string, TableErasure>>;
  person?: {
    /** Sections of the download, by name (JSON values). */
    read?(db: Db, person: PersonSubject): Promise<Record<string, unknown>>;
    /** Why the account may not be erased yet (checked before anything changes); null when it may. */
    refuseErasure?(db: Db, person: PersonSubject): Promise<string | null>;
    erase?(tx: Tx, person: PersonSubject): Promise<void>;
  };
  contact?: {
    /** Adds what the module knows of the contact (campaigns, the number of an e-mail) to the subject. */
    resolve?(
      db: Db,
      subject: ContactSubject,
    ): Promise<Partial<Pick<ContactSubject, 'campaignIds' | 'phones' | 'emails'>>>;
    read?(db: Db, subject: ContactSubject): Promise<Record<string, unknown>>;
    /** Erases, and says how many rows of what it changed (for the audit entry). */
    erase?(tx: Tx, subject: ContactSubject): Promise<Record<string, number>>;
  };
}
