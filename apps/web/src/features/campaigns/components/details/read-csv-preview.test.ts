import { contactImportMessages } from '@roost/domain';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BYTES, readCsvPreview, refuseFile } from './read-csv-preview';

const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'leads.csv') =>
  new File([text], name, { type: 'text/csv' });

describe('readCsvPreview', () => {
  it('reads the header row and the first rows, without the byte order mark', async () => {
    const preview = await readCsvPreview(csv('\uFEFFPhone,"Last, First"\n9165550101,"Lee, Ann"\n9165550102,Bo\n'));
    expect(preview).toEqual({
      headers: ['Phone', 'Last, First'],
      rows: [
        ['9165550101', 'Lee, Ann'],
        ['9165550102', 'Bo'],
      ],
      rowCount: 2,
      exact: true,
    });
  });

  it('reads only the first 64 KB of a large file and estimates its rows', async () => {
    const line = 'Ann,Lee,9165550101,ann@example.com\n';
    const rows = Math.ceil((PREVIEW_BYTES * 4) / line.length);
    const preview = await readCsvPreview(csv(`First,Last,Phone,Email\n${line.repeat(rows)}`));
    expect(preview.exact).toBe(false);
    expect(preview.rows).toHaveLength(5);
    expect(Math.abs(preview.rowCount - rows) / rows).toBeLessThan(0.02);
  });

  it('refuses UTF-16, binary files and header-only files', async () => {
    await expect(readCsvPreview(csv(new Uint8Array([0xff, 0xfe, 0x50, 0])))).rejects.toThrow(
      contactImportMessages.encoding('UTF-16'),
    );
    await expect(readCsvPreview(csv(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])))).rejects.toThrow(
      contactImportMessages.notCsv,
    );
    await expect(readCsvPreview(csv('Phone\n'))).rejects.toThrow(contactImportMessages.headersOnly);
  });

  it('refuses empty and non-text files before reading them', () => {
    expect(refuseFile(csv(''))).toBe(contactImportMessages.emptyFile);
    expect(refuseFile(new File(['x'], 'leads.xlsx', { type: 'application/vnd.ms-excel.sheet' }))).toBe(
      contactImportMessages.notCsv,
    );
    expect(refuseFile(new File(['x'], 'leads.csv', { type: 'application/vnd.ms-excel' }))).toBeNull();
  });
});
