import {
  columnMappingSchema,
  contactImportMessages,
  guessMapping,
  type CollaboratorOptions,
  type ContactGroup,
  type ImportedContact,
  type ImportReport,
  type ImportRow,
} from '@roost/domain';
import Papa from 'papaparse';
import { z } from 'zod';
import { failure, route } from './reply';

interface ImportOptions {
  /** Phones (E.164) already opted out in the person's organization. */
  optedOut?: string[];
  /** What GET /campaign/collaborators/options answers. */
  collaborators?: CollaboratorOptions;
}

/** The file part of a multipart body (the request's own File class, not the test page's). */
const fileOf = (form: FormData) => {
  const file = form.get('file');
  return typeof file === 'string' ? null : file;
};

function e164(raw: string): string | undefined {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/**
 * The contact import calls of the site service in memory: the multipart parse groups every row (valid, missing
 * phone, invalid phone, duplicate, opted out), the rows call pages a group by cursor, and the collaborator options.
 * `holdParse()` keeps the next parse reply back until `release()` (the 'Checking' state).
 */
export function importsApi(options: ImportOptions = {}) {
  const imports = new Map<string, { report: ImportReport; rows: ImportRow[] }>();
  const optedOut = new Set(options.optedOut ?? []);
  let sequence = 0;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  const forms: FormData[] = [];

  async function parse(form: FormData) {
    forms.push(form);
    if (held) await held.promise;
    const cols = z.array(columnMappingSchema).safeParse(JSON.parse(String(form.get('cols') ?? '[]')));
    const file = fileOf(form);
    if (!cols.success || !file) return failure('INVALID_INPUT', 'Send cols and a file');
    if (!cols.data.some((line) => line.supportedColumn === 'phoneNumber')) {
      return failure('INVALID_INPUT', contactImportMessages.phoneColumnRequired);
    }
    const [, ...lines] = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' }).data;
    if (lines.length === 0) return failure('INVALID_INPUT', contactImportMessages.headersOnly);
    const seen = new Set<string>();
    const rows = lines.map((cells, index): ImportRow => {
      const contact: ImportedContact = {};
      for (const line of cols.data) {
        const value = cells[line.index]?.trim();
        if (value) contact[line.supportedColumn] = value;
      }
      const rawPhone = contact.phoneNumber ?? null;
      const phone = rawPhone ? e164(rawPhone) : undefined;
      let group: ContactGroup = 'valid';
      if (!rawPhone) group = 'missingRequired';
      else if (!phone) group = 'invalidPhone';
      else if (seen.has(phone)) group = 'duplicate';
      else if (optedOut.has(phone)) group = 'optedOut';
      if (phone) seen.add(phone);
      if (phone) contact.phoneNumber = phone;
      else delete contact.phoneNumber;
      return { line: index + 2, group, contact, rawPhone };
    });
    const importId = `imp-${++sequence}`;
    const count = (group: ContactGroup) => rows.filter((row) => row.group === group).length;
    const report: ImportReport = {
      importId,
      fileName: file.name,
      encoding: 'utf-8',
      rows: rows.length,
      valid: count('valid'),
      missingRequired: count('missingRequired'),
      invalidPhone: count('invalidPhone'),
      duplicate: count('duplicate'),
      optedOut: count('optedOut'),
      missingField: 0,
    };
    imports.set(importId, { report, rows });
    const contacts = (group: ContactGroup) => rows.filter((row) => row.group === group).map((row) => row.contact);
    return {
      importId,
      rows: rows.length,
      chunks: [contacts('valid').slice(0, 50)],
      errors: contacts('missingRequired').slice(0, 50),
      report,
    };
  }

  const handlers = [
    route('GET /api/site/campaign/collaborators/options', () => options.collaborators ?? { users: [], branches: [] }),
    route('POST /api/site/campaign/contacts/parse', async ({ request }) => parse(await request.formData())),
    route('POST /api/site/campaign/contacts/parse/headers', async ({ request }) => {
      const file = fileOf(await request.formData());
      if (!file) return failure('INVALID_INPUT', contactImportMessages.emptyFile);
      const headers = Papa.parse<string[]>(await file.text(), { preview: 1 }).data[0] ?? [];
      return { headers, mapping: guessMapping(headers), encoding: 'utf-8' };
    }),
    route('GET /api/site/campaign/contacts/parse/:importId/rows', ({ params, url }) => {
      const upload = imports.get(params.importId);
      if (!upload) return failure('UPLOAD_NOT_FOUND', contactImportMessages.importNotFound);
      const group = (url.searchParams.get('group') ?? 'valid') as ContactGroup;
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const inGroup = upload.rows.filter((row) => row.group === group);
      const results = inGroup.slice(cursor, cursor + limit);
      return { results, nextCursor: cursor + limit < inGroup.length ? cursor + limit : null };
    }),
  ];

  return {
    handlers,
    /** Parse replies wait from now until release(). */
    holdParse() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = null;
    },
    imports: () => [...imports.values()],
    /** The multipart bodies the parse call was sent, in order. */
    parseForms: () => forms,
  };
}
