import fs from 'node:fs';
import { ConfigError } from '../../../config';
import { referenceFile } from '../../../server-paths';
import type { LineType, LineTypes, ReassignedAnswer, ReassignedNumbers } from './number-lookups';

/** The shipped table: numbers the demos and tests show as reassigned, landlines and the like. */
export const sandboxNumbersPath = referenceFile('sandbox-numbers.csv');

export interface SandboxNumber {
  phone: string;
  /** The day the number was permanently disconnected (YYYY-MM-DD), `no-data`, or null (never). */
  disconnectedOn: string | null;
  lineType: LineType;
}

const HEADER = 'phone,disconnected_on,line_type,note';
const LINE_TYPES: readonly LineType[] = ['mobile', 'landline', 'voip', 'toll-free', 'other', 'unknown'];
const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Reads the sandbox table: a header `phone,disconnected_on,line_type,note`, then one number a line (blank lines
 * and lines starting with # are comments). A malformed row stops the server at start-up, naming the file and
 * line, as a configuration error does.
 */
export function parseSandboxNumbers(text: string, file: string): Map<string, SandboxNumber> {
  const lines = text.split(/\r?\n/);
  const numbers = new Map<string, SandboxNumber>();
  const refuse = (line: number, problem: string): never => {
    throw new ConfigError(`Refusing to start: ${file} line ${line}: ${problem}`);
  };
  let headerSeen = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const row = raw.trim();
    if (row === '' || row.startsWith('#')) return;
    if (!headerSeen) {
      if (row !== HEADER) refuse(line, `the header must be "${HEADER}"`);
      headerSeen = true;
      return;
    }
    const [phone = '', disconnected = '', lineType = '', ...note] = row.split(',').map((cell) => cell.trim());
    if (row.split(',').length < 3) refuse(line, 'expected phone,disconnected_on,line_type[,note]');
    if (!/^\+[1-9]\d{7,14}$/.test(phone)) refuse(line, `"${phone}" is not a phone number in E.164 (+19165550100)`);
    if (disconnected !== '' && disconnected !== 'no-data' && !isIsoDay(disconnected)) {
      refuse(line, `disconnected_on "${disconnected}" must be a date (YYYY-MM-DD), no-data, or empty`);
    }
    if (!LINE_TYPES.includes(lineType as LineType)) {
      refuse(line, `line_type "${lineType}" must be one of ${LINE_TYPES.join(', ')}`);
    }
    if (numbers.has(phone)) refuse(line, `${phone} is listed twice`);
    void note;
    numbers.set(phone, {
      phone,
      disconnectedOn: disconnected === '' ? null : disconnected,
      lineType: lineType as LineType,
    });
  });
  if (!headerSeen) refuse(1, `the header must be "${HEADER}"`);
  return numbers;
}

const loaded = new Map<string, Map<string, SandboxNumber>>();

/** The table at `file`, read once per process. */
export function loadSandboxNumbers(file = sandboxNumbersPath): Map<string, SandboxNumber> {
  let numbers = loaded.get(file);
  if (!numbers) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError(`Refusing to start: the sandbox numbers table ${file} cannot be read`);
    }
    numbers = parseSandboxNumbers(text, file);
    loaded.set(file, numbers);
  }
  return numbers;
}

/**
 * The RND as the sandbox table tells it: a number disconnected on or after the consent date is `reassigned`,
 * `no-data` rows say so, and every other number is `not-reassigned`.
 */
export function sandboxReassignedNumbers(numbers: Map<string, SandboxNumber>): ReassignedNumbers {
  return {
    name: 'sandbox',
    check(queries) {
      const answers = new Map<string, ReassignedAnswer>();
      for (const { phone, consentDate } of queries) {
        const disconnected = numbers.get(phone)?.disconnectedOn ?? null;
        answers.set(
          phone,
          disconnected === 'no-data'
            ? 'no-data'
            : disconnected !== null && disconnected >= consentDate
              ? 'reassigned'
              : 'not-reassigned',
        );
      }
      return Promise.resolve(answers);
    },
  };
}

/** Line types as the sandbox table tells them; a number it does not list is a mobile. */
export function sandboxLineTypes(numbers: Map<string, SandboxNumber>): LineTypes {
  return {
    name: 'sandbox',
    lookup(phones) {
      return Promise.resolve(new Map(phones.map((phone) => [phone, numbers.get(phone)?.lineType ?? 'mobile'])));
    },
  };
}
