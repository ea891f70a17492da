/**
 * Tiny readers of untrusted JSON for what every page reads at start (the session reply, the company, an API error, the
 * tab's session and sign-up state). zod (the domain's schemas) weighs about 30 KiB gzip: kept out of the shell, it
 * loads with the forms and pages that validate with it, not before the first paint (every visitor would otherwise
 * download and run it before the first page responds). Each reader accepts exactly what its domain schema accepts and,
 * like zod, keeps only an object's known keys; json-reader.test.ts checks them against those schemas.
 */

/** What a reader answers for a value it does not accept. */
export const invalid: unique symbol = Symbol('invalid');

/** The value in its type (objects keep only their known keys), or `invalid`. */
export type Reader<T> = (value: unknown) => T | typeof invalid;

/** The value a reader reads, or undefined when it is invalid (or absent). */
export function read<T>(reader: Reader<T>, value: unknown): T | undefined {
  const result = reader(value);
  return result === invalid ? undefined : result;
}

/** The value a reader reads; throws (as a zod schema's parse) when it is invalid. */
export function readOrThrow<T>(reader: Reader<T>, value: unknown): T {
  const result = reader(value);
  if (result === invalid) throw new Error('The reply is not what was expected.');
  return result;
}

export const string: Reader<string> = (value) => (typeof value === 'string' ? value : invalid);

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : invalid);

/** A finite number (as z.number()), at least `min`, a safe integer when `int` (as .int()). */
export function number({ min, int = false }: { min?: number; int?: boolean } = {}): Reader<number> {
  return (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!int || Number.isSafeInteger(value)) &&
    (min === undefined || value >= min)
      ? value
      : invalid;
}

export function oneOf<const T extends readonly string[]>(values: T): Reader<T[number]> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T[number]) : invalid);
}

export function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : reader(value));
}

/** A key that may be absent (or undefined). */
export function optional<T>(reader: Reader<T>): Reader<T | undefined> {
  return (value) => (value === undefined ? undefined : reader(value));
}

export function array<T>(reader: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return invalid;
    const items: T[] = [];
    for (const item of value) {
      const read = reader(item);
      if (read === invalid) return invalid;
      items.push(read);
    }
    return items;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An object whose values all pass `reader` (as z.record(z.string(), ...)). */
export function record<T>(reader: Reader<T>): Reader<Record<string, T>> {
  return (value) => {
    if (!isPlainObject(value)) return invalid;
    const entries: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const read = reader(item);
      if (read === invalid) return invalid;
      // As zod does: a `__proto__` key is dropped (assigned, it would set the result's prototype).
      if (key !== '__proto__') entries[key] = read;
    }
    return entries;
  };
}

type Shape = Record<string, Reader<unknown>>;
type ReadShape<S extends Shape> = { [K in keyof S]: S[K] extends Reader<infer T> ? T : never };
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends ReadShape<S>[K] ? K : never;
}[keyof S];
/** Keys whose reader accepts undefined may be absent, as zod's optional keys. */
export type ObjectOf<S extends Shape> = Omit<ReadShape<S>, OptionalKeys<S>> &
  Partial<Pick<ReadShape<S>, OptionalKeys<S>>>;

/** An object with these keys (unknown keys dropped, as z.object()). */
export function object<S extends Shape>(shape: S): Reader<ObjectOf<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(shape)) {
      const read = reader(source[key]);
      if (read === invalid) return invalid;
      if (read !== undefined || key in source) result[key] = read;
    }
    return result as ObjectOf<S>;
  };
}
