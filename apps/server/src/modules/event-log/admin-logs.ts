import {
  AUDIT_SOURCE,
  auditActions,
  auditTargetTypes,
  HIDDEN_VALUE,
  type AdminLogFilters,
  type AdminLogsPage,
  type LogDataEntry,
} from '@roost/domain';
import { decodeCursor, pageFrom } from '../../platform/db/keyset-page';
import type { Db } from '../../platform/db/types';
import { distinctLogValues, listCoreLogsPage, type CoreLogFilter } from './repo';

/**
 * Keys whose values are never shown: anyone may post to the log (a client's failed sign-in), so a
 * password, code or token can end up in it by mistake.
 */
const SECRET_KEY =
  /pass(word|wd|code|phrase)?|secret|token|otp|cookie|session|authori[sz]ation|api[-_]?key|credential|card|cvc|cvv|ssn|^code$|[-_.]code$/i;
/** Values that are secrets whatever their key: bearer and basic credentials, JWTs. */
const SECRET_VALUE = /^(bearer|basic)\s+\S|^eyJ[\w-]+\.[\w-]+/i;
const MAX_ENTRIES = 50;
const MAX_VALUE_LENGTH = 300;
const MAX_DEPTH = 4;

function shown(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
}

/**
 * A log entry's data as key and text pairs a person can read: nested objects flattened to dotted keys
 * ("error.reason"), lists by position, secrets replaced by HIDDEN_VALUE.
 */
export function readableLogData(data: unknown): LogDataEntry[] {
  const entries: LogDataEntry[] = [];
  const visit = (value: unknown, key: string, depth: number, secret: boolean) => {
    if (entries.length >= MAX_ENTRIES) return;
    const isSecret = secret || SECRET_KEY.test(key.split('.').at(-1) ?? '');
    if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
      const children = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value);
      if (children.length === 0)
        entries.push({ key: key || 'data', value: Array.isArray(value) ? '(empty list)' : '(empty)' });
      for (const [childKey, child] of children)
        visit(child, key ? `${key}.${childKey}` : childKey, depth + 1, isSecret);
      return;
    }
    const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
    entries.push({ key: key || 'data', value: isSecret || SECRET_VALUE.test(text) ? HIDDEN_VALUE : shown(text) });
  };
  visit(data, '', 0, false);
  return entries;
}

/**
 * The core log for the admin list: newest first, a page after the cursor, within the filter. With
 * `organizationIds` (an organization admin's view) only the audit entries of those organizations.
 */
export async function listAdminLogs(
  db: Db,
  query: CoreLogFilter & { limit: number; cursor?: string | undefined },
): Promise<AdminLogsPage> {
  const { cursor, limit, ...filter } = query;
  const rows = await listCoreLogsPage(db, { ...filter, limit: limit + 1, after: decodeCursor(cursor) });
  const page = pageFrom(rows, limit);
  return {
    logs: page.rows.map((row) => ({
      id: row.id,
      source: row.source,
      action: row.action,
      createdAt: row.createdAt.toISOString(),
      actor: row.actorId === null ? null : { id: row.actorId, label: row.actorLabel },
      target: row.targetType === null ? null : { type: row.targetType, id: row.targetId ?? '', label: row.targetLabel },
      organizationId: row.organizationId,
      data: readableLogData(row.data),
    })),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
  };
}

/**
 * The values the log's filters offer (at most 100 of each). An organization admin (`auditOnly`) reads only
 * audit entries, so is offered the audit vocabulary rather than what the whole log holds.
 */
export async function adminLogFilters(db: Db, options: { auditOnly?: boolean } = {}): Promise<AdminLogFilters> {
  if (options.auditOnly)
    return { sources: [AUDIT_SOURCE], actions: [...auditActions], targetTypes: [...auditTargetTypes] };
  const sources = await distinctLogValues(db, 'source', 100);
  const actions = await distinctLogValues(db, 'action', 100);
  const targetTypes = await distinctLogValues(db, 'target_type', 100);
  return { sources, actions, targetTypes };
}
