import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import type { MailProvider } from '../../notifications';
import type { Auth } from '../auth/better-auth';

export interface UserDeps {
  config: Config;
  db: Db;
  mail: MailProvider;
  auth: Auth;
}
