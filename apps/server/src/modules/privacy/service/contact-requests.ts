import {
  calendarDay,
  maskedEmail,
  maskedPhone,
  privacyDaysLeft,
  privacyDueDate,
  privacyTexts,
  type PersonalDataExport,
  type PrivacyEraseReply,
  type PrivacyRequest,
  type PrivacyRequests,
  type PrivacyRequestKind,
} from '@roost/domain';
import { AppError } from '../../../errors';
import type { Db } from '../../../platform/db/types';
import type { SessionUser } from '../../../plugins/access';
import { recordAudit } from '../../event-log';
import { organizationOfTeam, teamNames } from '../../organizations';
import type { ContactSubject } from '../../personal-data';
import {
  findPrivacyRequest,
  insertPrivacyRequest,
  listPrivacyRequests,
  updatePrivacyRequest,
  type PrivacyRequestRow,
} from '../repo';
import type { PrivacyDeps } from './deps';
import { asJson, resolveContact } from './parts';

const LIST_LIMIT = 500;

export interface NewPrivacyRequest {
  kind: PrivacyRequestKind;
  identifier: { kind: 'phone' | 'email'; value: string };
  requestedBy: string;
  receivedDate: string;
}

function toPrivacyRequest(row: PrivacyRequestRow, today: string): PrivacyRequest {
  return {
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    identifierKind: row.identifierKind,
    identifier: row.identifier,
    requestedBy: row.requestedBy,
    receivedDate: row.receivedDate,
    dueDate: row.dueDate,
    daysLeft: row.status === 'open' ? privacyDaysLeft(row.dueDate, today) : null,
    status: row.status,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdDate: row.createdDate.toISOString(),
  };
}

/** The organization itself (a branch's id is not one: 404), whose admins answer its contacts' requests. */
async function requireOrganization(db: Db, organizationId: string) {
  if ((await organizationOfTeam(db, organizationId)) !== organizationId)
    throw new AppError('ORGANIZATION_NOT_FOUND', privacyTexts.organizationNotFound);
}

async function requireRequest(db: Db, organizationId: string, id: string) {
  await requireOrganization(db, organizationId);
  const row = await findPrivacyRequest(db, organizationId, id);
  if (!row) throw new AppError('PRIVACY_REQUEST_NOT_FOUND', privacyTexts.requestNotFound);
  return row;
}

const auditTarget = (row: PrivacyRequestRow) => ({
  type: 'privacy_request' as const,
  id: row.id,
  label: `${row.kind} request received ${row.receivedDate}`,
});

export async function listContactRequests(db: Db, organizationId: string, now = new Date()): Promise<PrivacyRequests> {
  await requireOrganization(db, organizationId);
  const rows = await listPrivacyRequests(db, organizationId, LIST_LIMIT);
  const organizationName = (await teamNames(db, [organizationId])).get(organizationId) ?? '';
  return { organizationName, results: rows.map((row) => toPrivacyRequest(row, calendarDay(now))) };
}

/** Records a contact's request as received, due 45 days later; the audit entry never holds the identifier. */
export async function createContactRequest(
  db: Db,
  actor: SessionUser,
  organizationId: string,
  input: NewPrivacyRequest,
  now = new Date(),
): Promise<PrivacyRequest> {
  await requireOrganization(db, organizationId);
  const row = await db.transaction(async (tx) => {
    const stored = await insertPrivacyRequest(tx, {
      organizationId,
      kind: input.kind,
      identifierKind: input.identifier.kind,
      identifier: input.identifier.value,
      requestedBy: input.requestedBy,
      receivedDate: input.receivedDate,
      dueDate: privacyDueDate(input.receivedDate),
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actor,
      action: 'privacy.request_created',
      target: auditTarget(stored),
      organizationId,
      details: { kind: stored.kind, identifierKind: stored.identifierKind, dueDate: stored.dueDate },
    });
    return stored;
  });
  return toPrivacyRequest(row, calendarDay(now));
}

function subjectOf(row: PrivacyRequestRow): ContactSubject {
  return {
    organizationId: row.organizationId,
    scope: `org:${row.organizationId}`,
    campaignIds: [],
    phones: row.identifierKind === 'phone' ? [row.identifier] : [],
    emails: row.identifierKind === 'email' ? [row.identifier] : [],
  };
}

const erased = (row: PrivacyRequestRow) => row.kind === 'delete' && row.status === 'completed';

/**
 * What the organization holds about the request's contact, from every module: campaign contacts in every campaign
 * of the organization, texts, opt-outs, upload rows. Answers a request to know (it is then completed).
 */
export async function exportContactData(
  { db, parts }: PrivacyDeps,
  actor: SessionUser,
  organizationId: string,
  id: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const row = await requireRequest(db, organizationId, id);
  if (erased(row)) throw new AppError('PRIVACY_REQUEST_NOT_ERASABLE', privacyTexts.alreadyErased);
  const subject = await resolveContact(db, parts, subjectOf(row));
  const data: Record<string, Record<string, unknown>> = {};
  for (const { module, part } of parts) {
    const sections = await part.contact?.read?.(db, subject);
    if (sections) data[module] = sections;
  }
  await db.transaction(async (tx) => {
    if (row.kind === 'know' && row.status === 'open')
      await updatePrivacyRequest(tx, row.id, { status: 'completed', completedAt: now });
    await recordAudit(tx, {
      actor,
      action: 'privacy.exported',
      target: auditTarget(row),
      organizationId,
      details: { kind: row.kind, campaigns: subject.campaignIds.length },
    });
  });
  return { exportedAt: now.toISOString(), data: asJson(data) };
}

/**
 * Erases what the organization holds about the request's contact, in one transaction: contact fields cleared,
 * text bodies removed, numbers kept only as their keyed hash (so an opt-out still holds). The request is completed
 * and keeps its identifier masked.
 */
export async function eraseContactData(
  { db, parts }: PrivacyDeps,
  actor: SessionUser,
  organizationId: string,
  id: string,
  now = new Date(),
): Promise<PrivacyEraseReply> {
  const row = await requireRequest(db, organizationId, id);
  if (row.kind !== 'delete') throw new AppError('PRIVACY_REQUEST_NOT_ERASABLE', privacyTexts.onlyDeleteErases);
  if (erased(row)) throw new AppError('PRIVACY_REQUEST_NOT_ERASABLE', privacyTexts.alreadyErased);
  const subject = await resolveContact(db, parts, subjectOf(row));
  const counts: Record<string, number> = {};
  const updated = await db.transaction(async (tx) => {
    for (const { module, part } of parts) {
      const changed = await part.contact?.erase?.(tx, subject);
      for (const [what, count] of Object.entries(changed ?? {})) counts[`${module}.${what}`] = count;
    }
    const masked = row.identifierKind === 'phone' ? maskedPhone(row.identifier) : maskedEmail(row.identifier);
    const done = await updatePrivacyRequest(tx, row.id, { status: 'completed', completedAt: now, identifier: masked });
    await recordAudit(tx, {
      actor,
      action: 'privacy.erased',
      target: auditTarget(row),
      organizationId,
      details: counts,
    });
    return done;
  });
  return { request: toPrivacyRequest(updated, calendarDay(now)), erased: counts };
}
