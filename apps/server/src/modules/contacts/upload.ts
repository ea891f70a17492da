import type { Readable } from 'node:stream';
import { columnMappingSchema, MAX_UPLOAD_BYTES, supportedColumns, type ColumnMapping } from '@roost/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidInput } from '../../errors';

/** An uploaded file as the use cases take it: its name and its bytes as a stream. */
export interface UploadedFile {
  fileName: string;
  bytes: AsyncIterable<Buffer> | Readable;
}

const DATA_URL_MESSAGE = 'file.data must be a data URL (data:text/csv;base64,...)';
/** Base64 characters decoded per chunk (a multiple of 4): 48 KB of file at a time. */
const BASE64_CHUNK = 64 * 1024;

/**
 * The spec's data-URL file as a stream of bytes, decoded a chunk at a time: the JSON body already holds
 * the text, and the decoded file is never held whole beside it.
 */
export function dataUrlFile(file: { name: string; data: string }): UploadedFile {
  const comma = file.data.indexOf(',');
  const header = comma > 0 ? file.data.slice(0, comma) : '';
  if (!header.startsWith('data:')) throw invalidInput(DATA_URL_MESSAGE, { 'file.data': DATA_URL_MESSAGE });
  const start = comma + 1;
  const base64 = /;base64$/i.test(header);
  async function* bytes(): AsyncGenerator<Buffer> {
    if (!base64) {
      yield Buffer.from(decodeURIComponent(file.data.slice(start)), 'utf8');
      return;
    }
    let text = file.data.slice(start);
    if (/\s/.test(text)) text = text.replace(/\s+/g, '');
    for (let offset = 0; offset < text.length; offset += BASE64_CHUNK) {
      yield Buffer.from(text.slice(offset, offset + BASE64_CHUNK), 'base64');
    }
  }
  return { fileName: file.name, bytes: bytes() };
}

/** The multipart form's `cols` text field: the mapping as JSON. */
const colsFieldSchema = z.array(columnMappingSchema).max(supportedColumns.length);

function colsFromField(value: string): ColumnMapping[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalidInput('cols must be the column mapping as JSON', { cols: 'cols must be the column mapping as JSON' });
  }
  const result = colsFieldSchema.safeParse(parsed);
  if (!result.success) {
    const message = `cols: ${result.error.issues[0]?.message ?? 'not a column mapping'}`;
    throw invalidInput(message, { cols: message });
  }
  return result.data;
}

/** What a multipart upload sent: the text fields before the file part, and the file part itself. */
export interface MultipartUpload {
  fields: { cols?: ColumnMapping[]; teamId?: string };
  file: UploadedFile;
}

/**
 * Walks a multipart form up to its `file` part and hands the file's stream to `use` while the request is
 * still arriving (nothing is buffered). Text fields must come before the file, as the browser sends the
 * form's fields in order.
 */
export async function withMultipartFile<T>(
  request: FastifyRequest,
  use: (upload: MultipartUpload) => Promise<T>,
): Promise<T> {
  const fields: MultipartUpload['fields'] = {};
  const parts = request.parts({
    // One byte over the limit is enough to know the file is too large; CsvBytes refuses it then.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  // Stepped by hand: leaving a for-await on an error would make the parts iterator read the rest of the
  // upload before the refusal (a 100 MB file refused at 50 MB) could be answered.
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === 'cols') fields.cols = colsFromField(value);
      if (part.fieldname === 'teamId' && value.trim() !== '') fields.teamId = value.trim().slice(0, 100);
      continue;
    }
    if (part.fieldname !== 'file') break;
    return use({ fields, file: { fileName: part.filename || 'leads.csv', bytes: part.file } });
  }
  throw invalidInput('Send the CSV file in a form field named file', { file: 'Send the CSV file' });
}
