import type { Config } from '../../../config';
import type { Db, Tx } from '../../../platform/db/types';
import type { MailProvider } from '../../notifications';
import type { Auth } from '../auth/better-auth';

/** A homeowner's text-updates consent as the consent ledger records it (given by the composition root). */
export interface TextConsentChange {
  /** E.164. */
  phone: string;
  granted: boolean;
  /** The words the person ticked (a statement id of the domain). */
  statementId: string;
  actorId: string;
  ipAddress: string | null;
  words: string | null;
}
export type RecordTextConsent = (tx: Tx, change: TextConsentChange) => Promise<void>;

export interface UserDeps {
  config: Config;
  db: Db;
  mail: MailProvider;
  auth: Auth;
  /** Keeps every change of a homeowner's text consent with its evidence; absent in tests that need none. */
  recordTextConsent?: RecordTextConsent | undefined;
}
