import http from 'node:http';
import { Readable } from 'node:stream';
import { contactImportMessages, type ParseReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/identity-helpers';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { parseImport } from './service/parse-import';
import {
  mappingOf,
  multipartBody,
  multipartTail,
  HEADERS_URL,
  PARSE_URL,
  MULTIPART_CONTENT_TYPE,
  uploadJson,
  uploadMultipart,
} from './contacts-test-helpers';

let t: TestApp;
let officer: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  officer = await signedInAs(t, ['user', 'loanofficer', 'campaigns']);
});
afterAll(() => t.close());

const HEADERS = ['First Name', 'Last Name', 'Phone', 'Email', 'Loan Amount'];
const cols = mappingOf(HEADERS, {
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone',
  email: 'Email',
  loanAmount: 'Loan Amount',
});
const imports = () => countRows(t.database, 'contact_imports');
const importRows = () => countRows(t.database, 'contact_import_rows');

async function storedRows(importId: string) {
  return queryRows<{
    line: number;
    grp: string;
    phone: string | null;
    raw_phone: string | null;
    contact: Record<string, string>;
  }>(
    t.database,
    'select line, grp, phone, raw_phone, contact from contact_import_rows where import_id = $1 order by line',
    [importId],
  );
}

async function expectRefused(
  response: Awaited<ReturnType<typeof uploadJson>>,
  status: number,
  message: string,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errorMessage).toBe(message);
  if (code) expect(response.json().code).toBe(code);
}

describe('POST /campaign/contacts/parse/headers', () => {
  it('reads the header row of a JSON data URL and guesses the mapping', async () => {
    const response = await uploadJson(
      t,
      officer.cookie,
      '\uFEFFFirst Name,Last,Cell Phone,E-mail,\r\nAna,Diaz,9165550123,a@x.com,\r\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      headers: ['First Name', 'Last', 'Cell Phone', 'E-mail'],
      mapping: [
        { supportedColumn: 'firstName', column: 'First Name', index: 0 },
        { supportedColumn: 'lastName', column: 'Last', index: 1 },
        { supportedColumn: 'phoneNumber', column: 'Cell Phone', index: 2 },
        { supportedColumn: 'email', column: 'E-mail', index: 3 },
      ],
      encoding: 'utf-8',
    });
  });

  it('reads the header row of a multipart file', async () => {
    const response = await uploadMultipart(
      t,
      officer.cookie,
      multipartBody({}, 'phone,zip\n9165550123,95814\n'),
      HEADERS_URL,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ headers: ['phone', 'zip'], encoding: 'utf-8' });
  });

  it('refuses an empty file and a UTF-16 file', async () => {
    await expectRefused(await uploadJson(t, officer.cookie, ''), 400, contactImportMessages.emptyFile);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Phone\r\n9165550123\r\n', 'utf16le')]);
    await expectRefused(await uploadJson(t, officer.cookie, utf16), 400, contactImportMessages.encoding('UTF-16'));
  });
});

describe('POST /campaign/contacts/parse', () => {
  it('parses a messy UTF-8 file, classifies every row and stores the import (JSON data URL)', async () => {
    await t.database.sql.executeSql(
      `insert into suppressions (scope, phone, source) values ($1, '+19165550199', 'keyword')`,
      [`user:${officer.id}`],
    );
    const file =
      '\uFEFFFirst Name,Last Name,Phone,Email,Loan Amount,\r\n' +
      'Ana,Diaz,(916) 555-0123,ana@example.com,"$350,000",\r\n' +
      '"Bo, Jr.",Lee,916.555.0124,,"250000",\r\n' +
      '\r\n' +
      '"Cy ""the"" Guy","multi\r\nline",+1 916 555 0125,,,\r\n' +
      '  Di  , Ng ,,di@example.com,,\r\n' +
      'Ed,Ox,555-01,,,\r\n' +
      'Fa,Dup,9165550123,,,\r\n' +
      'Gi,Out,916-555-0199,,,\r\n' +
      '=cmd,+x,@y,-z,,\r\n' +
      ',,,,,\r\n';
    const response = await uploadJson(t, officer.cookie, file, cols);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as ParseReply;
    expect(reply.report).toMatchObject({
      fileName: 'leads.csv',
      encoding: 'utf-8',
      rows: 8,
      valid: 3,
      missingRequired: 1,
      invalidPhone: 2,
      duplicate: 1,
      optedOut: 1,
    });
    expect(reply.rows).toBe(8);
    expect(reply.chunks).toEqual([
      [
        {
          firstName: 'Ana',
          lastName: 'Diaz',
          phoneNumber: '+19165550123',
          email: 'ana@example.com',
          loanAmount: '$350,000',
        },
        { firstName: 'Bo, Jr.', lastName: 'Lee', phoneNumber: '+19165550124', loanAmount: '250000' },
        { firstName: 'Cy "the" Guy', lastName: 'multi\r\nline', phoneNumber: '+19165550125' },
      ],
    ]);
    expect(reply.errors).toEqual([{ firstName: 'Di', lastName: 'Ng', email: 'di@example.com' }]);

    const rows = await storedRows(reply.importId);
    expect(rows.map((row) => [row.line, row.grp, row.phone, row.raw_phone])).toEqual([
      [2, 'valid', '+19165550123', '(916) 555-0123'],
      [3, 'valid', '+19165550124', '916.555.0124'],
      [5, 'valid', '+19165550125', '+1 916 555 0125'],
      [7, 'missingRequired', null, null],
      [8, 'invalidPhone', null, '555-01'],
      [9, 'duplicate', '+19165550123', '9165550123'],
      [10, 'optedOut', '+19165550199', '916-555-0199'],
      [11, 'invalidPhone', null, '@y'],
    ]);
    // Formula-looking cells are stored as typed (neutralised only in CSV the product writes).
    expect(rows.at(-1)!.contact).toEqual({ firstName: '=cmd', lastName: '+x', phoneNumber: '@y', email: '-z' });
    expect(rows[0]!.contact.loanAmount).toBe('$350,000');
  });

  it('decodes a windows-1252 file (José saved by Excel) and says so', async () => {
    const cp1252 = Buffer.concat([
      Buffer.from('First Name,Phone\r\nJos'),
      Buffer.from([0xe9]),
      Buffer.from(',9165550140\r\nRen'),
      Buffer.from([0xe9]),
      Buffer.from(',9165550141\r\n'),
    ]);
    const response = await uploadJson(
      t,
      officer.cookie,
      cp1252,
      mappingOf(['First Name', 'Phone'], { firstName: 'First Name', phoneNumber: 'Phone' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as ParseReply;
    expect(reply.report.encoding).toBe('windows-1252');
    expect(reply.chunks[0]!.map((contact) => contact.firstName)).toEqual(['José', 'René']);
  });

  it('takes a multipart form with cols and teamId before the file', async () => {
    const body = multipartBody(
      {
        cols: JSON.stringify(mappingOf(['Phone', 'Name'], { phoneNumber: 'Phone', firstName: 'Name' })),
        teamId: 'none',
      },
      'Phone,Name\n9165550150,Max\n9165550151,Liu\n',
    );
    const response = await uploadMultipart(t, officer.cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json() as ParseReply;
    expect(reply.report).toMatchObject({ rows: 2, valid: 2 });
    expect(await storedRows(reply.importId)).toHaveLength(2);
  });

  describe('refuses, storing nothing', () => {
    let before: { imports: number; rows: number };
    beforeAll(async () => {
      before = { imports: await imports(), rows: await importRows() };
    });
    afterAll(async () => {
      expect({ imports: await imports(), rows: await importRows() }).toEqual(before);
    });

    it.each([
      ['an empty file', '', contactImportMessages.emptyFile, 'FILE_EMPTY'],
      ['blank lines only', '\r\n\r\n', contactImportMessages.emptyFile, 'FILE_EMPTY'],
      [
        'headers only',
        'First Name,Last Name,Phone,Email,Loan Amount\r\n',
        contactImportMessages.headersOnly,
        'FILE_EMPTY',
      ],
      [
        'an unclosed quote',
        'First Name,Last Name,Phone,Email,Loan Amount\r\n"Ana,Diaz,9165550123,,\r\n',
        contactImportMessages.brokenQuoting,
        'FILE_NOT_CSV',
      ],
    ])('%s', async (_label, content, message, code) => {
      await expectRefused(await uploadJson(t, officer.cookie, content, cols), 400, message, code);
    });

    it('a UTF-16 file, with or without a BOM', async () => {
      const text = 'Phone\r\n9165550123\r\n';
      const withBom = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
      const phoneOnly = mappingOf(['Phone'], { phoneNumber: 'Phone' });
      await expectRefused(
        await uploadJson(t, officer.cookie, withBom, phoneOnly),
        400,
        contactImportMessages.encoding('UTF-16'),
      );
      await expectRefused(
        await uploadJson(t, officer.cookie, Buffer.from(text, 'utf16le'), phoneOnly),
        400,
        contactImportMessages.encoding('UTF-16'),
      );
    });

    it('a binary file', async () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
      await expectRefused(
        await uploadJson(t, officer.cookie, png, cols),
        400,
        contactImportMessages.notCsv,
        'FILE_NOT_CSV',
      );
      const noise = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 32 || 1));
      await expectRefused(await uploadJson(t, officer.cookie, noise, cols), 400, contactImportMessages.notCsv);
    });

    it('an empty mapping, and one without the phone', async () => {
      const file = 'First Name,Phone\r\nAna,9165550123\r\n';
      await expectRefused(
        await uploadJson(t, officer.cookie, file, []),
        400,
        contactImportMessages.mappingRequired,
        'INVALID_INPUT',
      );
      await expectRefused(
        await uploadJson(t, officer.cookie, file, mappingOf(['First Name'], { firstName: 'First Name' })),
        400,
        contactImportMessages.phoneColumnRequired,
      );
      const multipart = multipartBody({ cols: '[]' }, file);
      const response = await uploadMultipart(t, officer.cookie, multipart);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe(contactImportMessages.mappingRequired);
    });

    it('a mapping to a column the file does not have', async () => {
      const response = await uploadJson(t, officer.cookie, 'Phone\r\n9165550123\r\n', [
        { supportedColumn: 'phoneNumber', column: 'Phone', index: 0 },
        { supportedColumn: 'email', column: 'Email', index: 3 },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessage).toBe(
        'Column 4 ("Email") mapped to email is not in the file: it has 1 column',
      );
    });

    it('more rows than the limit (the limit lowered: 500,000 rows take long to build)', async () => {
      const file = Buffer.from('Phone\n9165550123\n9165550124\n9165550125\n9165550126\n');
      const refused = parseImport(t.database.db, {
        userId: officer.id,
        fileName: 'four.csv',
        cols: mappingOf(['Phone'], { phoneNumber: 'Phone' }),
        bytes: Readable.from([file]),
        maxRows: 3,
      });
      await expect(refused).rejects.toMatchObject({ statusCode: 400, message: contactImportMessages.tooManyRows });
    });

    it('a 100 MB multipart upload with 413, answered before the upload is all sent', async () => {
      // Over real HTTP: the refusal must come while the client is still sending, not after the server has read it all.
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const head = multipartBody({ cols: JSON.stringify(cols) }, Buffer.alloc(0));
      const chunk = Buffer.from(`Ana,Diaz,9165550123,ana@example.com,"${'x'.repeat(8000)}"\n`.repeat(16));
      const total = 100 * 1024 * 1024;
      const { status, body, sentAtReply } = await new Promise<{ status: number; body: string; sentAtReply: number }>(
        (resolve, reject) => {
          let sent = 0;
          const request = http.request(`${address}${PARSE_URL}`, {
            method: 'POST',
            headers: {
              origin: 'http://localhost:3000',
              cookie: officer.cookie,
              'content-type': MULTIPART_CONTENT_TYPE,
            },
          });
          request.on('response', (response) => {
            const sentAtReply = sent;
            let text = '';
            response.on('data', (data: Buffer) => (text += data.toString()));
            response.on('end', () => {
              request.destroy();
              resolve({ status: response.statusCode!, body: text, sentAtReply });
            });
          });
          request.on('error', (error: NodeJS.ErrnoException) => {
            if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
          });
          const write = () => {
            while (sent < total) {
              sent += chunk.length;
              if (!request.write(chunk)) return void request.once('drain', write);
            }
            request.end(multipartTail());
          };
          request.write(head.subarray(0, head.length - multipartTail().length));
          request.write('First Name,Last Name,Phone,Email,Loan Amount\n');
          write();
        },
      );
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual({ code: 'FILE_TOO_LARGE', errorMessage: contactImportMessages.tooLarge });
      expect(sentAtReply).toBeLessThan(80 * 1024 * 1024);
      t.app.server.closeAllConnections();
    });

    it('a JSON body over the limit with 413 and the upload message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/site/campaign/contacts/parse',
        headers: { origin: 'http://localhost:3000', cookie: officer.cookie, 'content-type': 'application/json' },
        payload: `{"file":{"name":"big.csv","data":"data:text/csv;base64,${'QUFB'.repeat(26 * 1024 * 1024)}"},"cols":[]}`,
      });
      await expectRefused(response, 413, contactImportMessages.tooLarge);
    });
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await uploadJson(
      t,
      undefined,
      'Phone\r\n9165550123\r\n',
      mappingOf(['Phone'], { phoneNumber: 'Phone' }),
    );
    expect(response.statusCode).toBe(401);
    const multipart = await uploadMultipart(t, undefined, multipartBody({}, 'Phone\n9165550123\n'), HEADERS_URL);
    expect(multipart.statusCode).toBe(401);
  });
});
