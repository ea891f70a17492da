import type { ApiErrorCode } from '@roost/domain';
import {
  columnMappingSchema,
  contactImportMessages,
  csvLine,
  guessMapping,
  rejectionReasonTexts,
  type CollaboratorOptions,
  type ContactGroup,
  type ImportedContact,
  type ImportReport,
  type ImportRow,
} from '@roost/domain';
import { render } from '@testing-library/react';
import Papa from 'papaparse';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { z } from 'zod';
import { AppProviders, createQueryClient } from '../app/providers';
import type { Handler } from './render-app';

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown): Reply => ({ status, body });

interface FakeImportOptions {
  /** Phones (E.164) already opted out in the person's organization. */
  optedOut?: string[];
  /** The parse call fails with this reply instead (a 413, a 400 with the server's message). */
  parseFailure?: { status: number; code: ApiErrorCode; errorMessage: string };
  /** What GET /campaign/collaborators/options answers. */
  collaborators?: CollaboratorOptions;
}

function e164(raw: string): string | undefined {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

/**
 * The contact import calls of the site service as the server answers them, in memory: the multipart
 * parse groups every row (valid, missing phone, invalid phone, duplicate, opted out), the rows call
 * pages a group by cursor, and the collaborator options. `holdParse()` keeps the next parse reply back
 * until `release()` (the 'Checking' state).
 */
export function fakeImportServer(options: FakeImportOptions = {}) {
  const imports = new Map<string, { report: ImportReport; rows: ImportRow[] }>();
  const optedOut = new Set(options.optedOut ?? []);
  let sequence = 0;
  let held: { promise: Promise<void>; release: () => void } | null = null;

  async function parse(body: FormData): Promise<Reply> {
    if (held) await held.promise;
    if (options.parseFailure)
      return reply(options.parseFailure.status, {
        code: options.parseFailure.code,
        errorMessage: options.parseFailure.errorMessage,
      });
    const cols = z.array(columnMappingSchema).safeParse(JSON.parse(String(body.get('cols') ?? '[]')));
    const file = body.get('file');
    if (!cols.success || !(file instanceof File))
      return reply(400, { code: 'INVALID_INPUT', errorMessage: 'Send cols and a file' });
    if (!cols.data.some((line) => line.supportedColumn === 'phoneNumber')) {
      return reply(400, { code: 'INVALID_INPUT', errorMessage: contactImportMessages.phoneColumnRequired });
    }
    const [, ...lines] = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' }).data;
    if (lines.length === 0)
      return reply(400, { code: 'INVALID_INPUT', errorMessage: contactImportMessages.headersOnly });
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
    return reply(200, {
      importId,
      rows: rows.length,
      chunks: [contacts('valid').slice(0, 50)],
      errors: contacts('missingRequired').slice(0, 50),
      report,
    });
  }

  const handle: Handler = async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/site/campaign/collaborators/options') {
      return reply(200, options.collaborators ?? { users: [], branches: [] });
    }
    if (pathname === '/api/site/campaign/contacts/parse' && method === 'POST')
      return parse(await init.request.formData());
    if (pathname === '/api/site/campaign/contacts/parse/headers' && method === 'POST') {
      const file = (await init.request.formData()).get('file');
      if (!(file instanceof File))
        return reply(400, { code: 'INVALID_INPUT', errorMessage: contactImportMessages.emptyFile });
      const headers = Papa.parse<string[]>(await file.text(), { preview: 1 }).data[0] ?? [];
      return reply(200, { headers, mapping: guessMapping(headers), encoding: 'utf-8' });
    }
    const match = /^\/api\/site\/campaign\/contacts\/parse\/([^/]+)\/(rows|rejected\.csv)$/.exec(pathname);
    if (!match) return undefined;
    const upload = imports.get(decodeURIComponent(match[1]!));
    if (!upload) return reply(404, { code: 'NOT_FOUND', errorMessage: contactImportMessages.importNotFound });
    if (match[2] === 'rejected.csv') {
      const rejected = upload.rows.filter((row) => row.group !== 'valid');
      return reply(
        200,
        [
          csvLine(['line', 'firstName', 'lastName', 'phone', 'email', 'reason']),
          ...rejected.map((row) =>
            csvLine([
              String(row.line),
              row.contact.firstName,
              row.contact.lastName,
              row.rawPhone,
              row.contact.email,
              row.group === 'valid' ? '' : rejectionReasonTexts[row.group],
            ]),
          ),
        ].join('\n'),
      );
    }
    const group = (searchParams.get('group') ?? 'valid') as ContactGroup;
    const cursor = Number(searchParams.get('cursor') ?? 0);
    const limit = Number(searchParams.get('limit') ?? 50);
    const inGroup = upload.rows.filter((row) => row.group === group);
    const results = inGroup.slice(cursor, cursor + limit);
    return reply(200, { results, nextCursor: cursor + limit < inGroup.length ? cursor + limit : null });
  };

  return {
    handle,
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
  };
}

/**
 * Stands in for XMLHttpRequest (jsdom's would go to the network): the request goes to the stubbed
 * fetch, after reporting upload progress at half and all of the file.
 */
export function installFakeUpload() {
  let held: { promise: Promise<void>; release: () => void } | null = null;
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    readonly upload: {
      onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
      onload: (() => void) | null;
    } = { onprogress: null, onload: null };
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      const total = file instanceof File ? file.size : 0;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (held) await held.promise;
        this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
        this.upload.onload?.();
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          if (this.aborted) return;
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    /** Uploads stop at half the file from now until release(). */
    hold() {
      let release = () => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    release() {
      held?.release();
      held = null;
    },
  };
}

/** Renders a piece of the app (a wizard step) inside the app's providers, outside any route. */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
