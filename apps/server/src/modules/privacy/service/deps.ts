import type { Db } from '../../../platform/db/types';
import type { ModulePersonalData } from '../../personal-data';

/** The database, and every module's personal data (the registry's, passed in: this module is in the registry). */
export interface PrivacyDeps {
  db: Db;
  parts: readonly ModulePersonalData[];
}
