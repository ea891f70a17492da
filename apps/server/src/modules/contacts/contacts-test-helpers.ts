import type { Readable } from 'node:stream';
import type { ColumnMapping } from '@roost/domain';
import { origin } from '../../../test/identity-helpers';
import type { TestApp } from '../../../test/test-database';

/** Helpers for the contacts tests: uploads as the wizard sends them, as JSON data URLs or multipart forms. */

export const PARSE_URL = '/api/site/campaign/contacts/parse';
export const HEADERS_URL = '/api/site/campaign/contacts/parse/headers';

export const bytesOf = (content: string | Buffer) =>
  typeof content === 'string' ? Buffer.from(content, 'utf8') : content;

export const dataUrl = (content: string | Buffer) => `data:text/csv;base64,${bytesOf(content).toString('base64')}`;

/** The mapping for a header row, by header name: { firstName: 'First', phoneNumber: 'Phone' }. */
export function mappingOf(
  headers: readonly string[],
  columns: Partial<Record<ColumnMapping['supportedColumn'], string>>,
) {
  return Object.entries(columns).map(([supportedColumn, column]) => ({
    supportedColumn: supportedColumn as ColumnMapping['supportedColumn'],
    column: column!,
    index: headers.indexOf(column!),
  }));
}

export function uploadJson(
  t: TestApp,
  cookie: string | undefined,
  content: string | Buffer,
  cols?: readonly ColumnMapping[],
  extra: Record<string, unknown> = {},
) {
  const file = { name: 'leads.csv', type: 'text/csv', data: dataUrl(content) };
  return t.app.inject({
    method: 'POST',
    url: cols ? PARSE_URL : HEADERS_URL,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    payload: cols ? { file, cols, ...extra } : { file },
  });
}

const BOUNDARY = '----roost-test-boundary';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body: text fields first, then the file part. */
export function multipartBody(
  fields: Record<string, string>,
  content: string | Buffer,
  fileName = 'leads.csv',
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(multipartFileHead(fileName), bytesOf(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export const multipartFileHead = (fileName = 'leads.csv') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
export const multipartTail = () => Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export function uploadMultipart(t: TestApp, cookie: string | undefined, payload: Buffer | Readable, url = PARSE_URL) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      'content-type': MULTIPART_CONTENT_TYPE,
    },
    payload,
  });
}
