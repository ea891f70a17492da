import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import { contactImportMessages, MAX_UPLOAD_BYTES } from '@roost/domain';
import { AppError } from '../../../errors';

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** The first bytes looked at before deciding what a file is (BOMs, NUL patterns, how much is text). */
const SNIFF_BYTES = 4096;

/**
 * Checks a lead file's bytes as they stream in and hands csv-parse UTF-8: a UTF-8 BOM is dropped, UTF-16 and
 * binary files are refused, and bytes that are not UTF-8 (Excel's "CSV" on Windows saves windows-1252) are
 * decoded as windows-1252 from there on. Refuses more than MAX_UPLOAD_BYTES as soon as they pass.
 */
export class CsvBytes extends Transform {
  encoding: CsvEncoding = 'utf-8';
  bytesRead = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private sniffed = false;
  /** An incomplete UTF-8 sequence at the end of the last chunk, completed by the next one. */
  private carry: Buffer | undefined;
  private readonly cp1252 = new TextDecoder('windows-1252');

  constructor(private readonly limitBytes = MAX_UPLOAD_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.bytesRead += chunk.length;
      if (this.bytesRead > this.limitBytes) throw new AppError('FILE_TOO_LARGE', contactImportMessages.tooLarge);
      if (!this.sniffed) {
        this.head.push(chunk);
        this.headLength += chunk.length;
        if (this.headLength < SNIFF_BYTES) return callback();
        chunk = this.sniff();
      }
      this.pass(chunk);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (!this.sniffed) this.pass(this.sniff());
      if (this.carry) {
        // A file cut in the middle of a character: what is left is not UTF-8.
        this.switchToCp1252();
        this.push(Buffer.from(this.cp1252.decode(this.carry), 'utf8'));
        this.carry = undefined;
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  /** Decides from the first bytes: BOMs, UTF-16 without one, binary. Returns the head without a UTF-8 BOM. */
  private sniff(): Buffer {
    this.sniffed = true;
    let head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    if (head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))) {
      throw new AppError('FILE_NOT_CSV', contactImportMessages.encoding('UTF-16'));
    }
    if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) head = head.subarray(3);
    if (looksLikeUtf16(head)) throw new AppError('FILE_NOT_CSV', contactImportMessages.encoding('UTF-16'));
    if (!looksLikeText(head)) throw new AppError('FILE_NOT_CSV', contactImportMessages.notCsv);
    return head;
  }

  private pass(chunk: Buffer): void {
    if (chunk.length === 0) return;
    if (chunk.includes(0)) throw new AppError('FILE_NOT_CSV', contactImportMessages.notCsv);
    if (this.encoding === 'windows-1252') {
      this.push(Buffer.from(this.cp1252.decode(chunk), 'utf8'));
      return;
    }
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = undefined;
    const complete = completeUtf8Length(bytes);
    const body = bytes.subarray(0, complete);
    if (isUtf8(body)) {
      if (complete < bytes.length) this.carry = Buffer.from(bytes.subarray(complete));
      if (body.length > 0) this.push(body);
      return;
    }
    // Not UTF-8: a windows-1252 file (what came before was plain ASCII, the same in both).
    this.switchToCp1252();
    this.push(Buffer.from(this.cp1252.decode(bytes), 'utf8'));
  }

  private switchToCp1252(): void {
    this.encoding = 'windows-1252';
  }
}

/** How many bytes of `bytes` end on a whole UTF-8 character (a sequence cut at the end is left out). */
function completeUtf8Length(bytes: Buffer): number {
  const end = bytes.length;
  for (let back = 1; back <= Math.min(3, end); back++) {
    const byte = bytes[end - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? end - back : end;
  }
  return end;
}

/** UTF-16 without a BOM: ASCII text with a NUL beside every character. */
function looksLikeUtf16(head: Buffer): boolean {
  const pairs = Math.min(256, Math.floor(head.length / 2));
  if (pairs < 2) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenNuls++;
    if (head[2 * i + 1] === 0) oddNuls++;
  }
  return evenNuls > pairs * 0.8 || oddNuls > pairs * 0.8;
}

/** Text has no NUL and few control characters besides tab, line feed, form feed and carriage return. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let control = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 9 && byte !== 10 && byte !== 12 && byte !== 13) control++;
  return control <= head.length * 0.05;
}
