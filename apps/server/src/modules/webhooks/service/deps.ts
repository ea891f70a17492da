import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import type { Metrics } from '../../../platform/metrics/metrics';
import type { MailProvider } from '../../notifications';

/** What the delivery jobs take: the database, the mail provider (inbox deliveries) and the settings. */
export interface WebhookDeps {
  db: Db;
  mail: MailProvider;
  /** The signing secret (LEAD_WEBHOOK_SECRET), the retry policy (LEAD_RETRY_*), and the URL of deliveries
   * that predate their stored target (AUTOMATION_WEBHOOK_URL). */
  config: Pick<Config, 'secrets' | 'leads' | 'automationWebhookUrl'>;
  webhookTimeoutMs?: number;
  /** Counts each attempt by channel and outcome. */
  metrics?: Pick<Metrics, 'deliveryAttempt'>;
}
