import type { Db } from '../../platform/db/types';
import { recentlyTexted } from '../messaging';
import type { ModuleDescriptor } from '../module-descriptor';
import { optOutRoutes } from './opt-out-routes';
import { deleteImportsBefore } from './repo';
import { contactsRoutes } from './routes';
import { IMPORT_BATCH_ROWS, PGLITE_IMPORT_BATCH_ROWS } from './service/parse-import';
import { contactsPersonalData } from './personal-data';
import { useOptOutHashSecret } from './service/phone-hash';

const HOUR_MS = 60 * 60 * 1000;
/** An upload no campaign took within a week is dropped. */
const IMPORT_RETENTION_MS = 7 * 24 * HOUR_MS;

/** Deletes uploads older than the retention (their rows go with them); returns how many. */
export const deleteExpiredImports = (db: Db, now = new Date()) =>
  deleteImportsBefore(db, new Date(now.getTime() - IMPORT_RETENTION_MS));

export const contactsModule: ModuleDescriptor = {
  name: 'contacts',
  personalData: contactsPersonalData,
  routes: [
    {
      prefix: '/api/site',
      plugin: ({ database, config }) => {
        useOptOutHashSecret(config.secrets.optOutHash);
        return contactsRoutes({
          db: database.db,
          importBatchRows: database.driver === 'pglite' ? PGLITE_IMPORT_BATCH_ROWS : IMPORT_BATCH_ROWS,
          recentTexts: recentlyTexted,
        });
      },
    },
    { prefix: '/api/site', plugin: ({ database }) => optOutRoutes({ db: database.db }) },
  ],
  // Every role hashes erased numbers with the configured key (the API's routes set it too, above).
  connect: ({ config }) => useOptOutHashSecret(config.secrets.optOutHash),
  // Housekeeping at start and every hour: uploads past their week are deleted.
  async startWorkers({ database }, { logger }) {
    const expire = async () => {
      try {
        await deleteExpiredImports(database.db);
      } catch (error) {
        logger.error(
          { error: error instanceof Error ? error.message : String(error) },
          'deleting expired lead uploads failed',
        );
      }
    };
    await expire();
    const timer = setInterval(() => void expire(), HOUR_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
};
