import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';

describe('csv', () => {
  it('reads quoted fields, doubled quotes and both line endings', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });

  it('keys rows by the header and skips blank lines', () => {
    expect(parseCsvRecords('zip,city\n95603,Auburn\n\n95661,Roseville')).toEqual([
      { zip: '95603', city: 'Auburn' },
      { zip: '95661', city: 'Roseville' },
    ]);
  });
});
