/**
 * In-memory search over the embedded dataset's addresses: every typed word must start a word of the
 * address (in any order), one typo per longer word is forgiven when nothing matches exactly, and
 * nearer homes come first when the searcher's position is known. 50,000 addresses answer in well
 * under a millisecond, identically on both database drivers.
 */
export interface IndexedAddress {
  key: string;
  label: string;
  latitude: number;
  longitude: number;
}

export interface SearchOptions {
  limit?: number;
  near?: { latitude: number; longitude: number } | undefined;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      // transposed neighbours ("oka" for "oak") count as one edit
      i += 2;
      j += 2;
    } else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function squaredDistance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = a.latitude - b.latitude;
  const dLon = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/**
 * Stored as columns rather than one object per address: the words of every address are ids into one
 * sorted vocabulary (each distinct word held once) and the postings are flat integer arrays, so the
 * index of the 52,000 sample homes takes a few megabytes instead of tens.
 */
export class AddressSearchIndex {
  private readonly keys: string[];
  private readonly labels: string[];
  /** Latitude and longitude of entry i at 2i and 2i + 1. */
  private readonly coordinates: Float64Array;
  /** The word ids of entry i are entryWordIds[entryWordStart[i] .. entryWordStart[i + 1]). */
  private readonly entryWordStart: Int32Array;
  private readonly entryWordIds: Int32Array;
  /** Sorted distinct words; the entries holding word w are postings[postingStart[w] .. postingStart[w + 1]). */
  private readonly vocabulary: string[];
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;

  constructor(addresses: readonly IndexedAddress[]) {
    const count = addresses.length;
    this.keys = new Array<string>(count);
    this.labels = new Array<string>(count);
    this.coordinates = new Float64Array(count * 2);
    const interned = new Map<string, number>();
    const words: string[] = [];
    const wordsOfEntry: number[][] = new Array<number[]>(count);
    addresses.forEach((address, index) => {
      this.keys[index] = address.key;
      this.labels[index] = address.label;
      this.coordinates[index * 2] = address.latitude;
      this.coordinates[index * 2 + 1] = address.longitude;
      wordsOfEntry[index] = [...new Set(normalize(address.label))].map((word) => {
        let id = interned.get(word);
        if (id === undefined) {
          id = words.length;
          interned.set(word, id);
          words.push(word);
        }
        return id;
      });
    });
    // Renumber the words in sorted order, so a prefix is one contiguous range of ids.
    const order = words.map((_, id) => id).sort((a, b) => (words[a]! < words[b]! ? -1 : 1));
    const sortedId = new Int32Array(words.length);
    order.forEach((id, position) => (sortedId[id] = position));
    this.vocabulary = order.map((id) => words[id]!);

    this.entryWordStart = new Int32Array(count + 1);
    const holders = new Int32Array(words.length + 1);
    let total = 0;
    wordsOfEntry.forEach((ids, index) => {
      this.entryWordStart[index] = total;
      total += ids.length;
      for (const id of ids) holders[sortedId[id]! + 1]!++;
    });
    this.entryWordStart[count] = total;
    this.entryWordIds = new Int32Array(total);
    for (let w = 0; w < words.length; w++) holders[w + 1]! += holders[w]!;
    this.postingStart = holders.slice();
    this.postings = new Int32Array(total);
    const next = holders.slice(0, words.length);
    wordsOfEntry.forEach((ids, index) => {
      ids.forEach((id, offset) => {
        const word = sortedId[id]!;
        this.entryWordIds[this.entryWordStart[index]! + offset] = word;
        this.postings[next[word]!++] = index;
      });
    });
  }

  get size(): number {
    return this.keys.length;
  }

  search(term: string, options: SearchOptions = {}): IndexedAddress[] {
    const limit = options.limit ?? 5;
    const words = normalize(term);
    if (words.length === 0) return [];
    let matches = this.match(words, false);
    if (matches.length === 0) matches = this.match(words, true);
    return this.best(matches, limit, options.near).map((index) => this.entry(index));
  }

  private entry(index: number): IndexedAddress {
    return {
      key: this.keys[index]!,
      label: this.labels[index]!,
      latitude: this.coordinates[index * 2]!,
      longitude: this.coordinates[index * 2 + 1]!,
    };
  }

  private hasWordMatching(index: number, typed: string, forgiving: boolean): boolean {
    for (let at = this.entryWordStart[index]!; at < this.entryWordStart[index + 1]!; at++) {
      if (wordMatches(typed, this.vocabulary[this.entryWordIds[at]!]!, forgiving)) return true;
    }
    return false;
  }

  /**
   * Entries where every word matches some word of the address. Only the most selective word (the
   * longest; digits first) is looked up in the index; the rest are checked on its few candidates, so
   * a one-letter word ("C", the start of "Ct") never builds a set of the whole dataset.
   */
  private match(words: string[], forgiving: boolean): number[] {
    const anchor = [...words].sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)) || b.length - a.length)[0]!;
    const rest = words.filter((word, index) => index !== words.indexOf(anchor));
    const candidates = this.entriesFor(anchor, forgiving);
    return candidates.filter((index) => rest.every((word) => this.hasWordMatching(index, word, forgiving)));
  }

  /** The nearest (or first by label) `limit` entries, without sorting every match. */
  private best(matches: number[], limit: number, near: SearchOptions['near']): number[] {
    const score = (index: number) =>
      near
        ? squaredDistance({ latitude: this.coordinates[index * 2]!, longitude: this.coordinates[index * 2 + 1]! }, near)
        : 0;
    const before = (a: number, b: number) => {
      const difference = score(a) - score(b);
      return difference !== 0 ? difference < 0 : this.labels[a]!.localeCompare(this.labels[b]!) < 0;
    };
    const top: number[] = [];
    for (const index of matches) {
      const position = top.findIndex((other) => before(index, other));
      if (position === -1) {
        if (top.length < limit) top.push(index);
      } else {
        top.splice(position, 0, index);
        if (top.length > limit) top.pop();
      }
    }
    return top;
  }

  private entriesFor(word: string, forgiving: boolean): number[] {
    const holders = new Set<number>();
    const add = (wordId: number) => {
      for (let at = this.postingStart[wordId]!; at < this.postingStart[wordId + 1]!; at++)
        holders.add(this.postings[at]!);
    };
    if (forgiving && word.length >= 4) {
      this.vocabulary.forEach((candidate, wordId) => {
        if (wordMatches(word, candidate, true)) add(wordId);
      });
      return [...holders];
    }
    // Binary search to the first vocabulary word >= word, then walk the prefix range.
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.vocabulary[middle]! < word) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(word); i++) add(i);
    return [...holders];
  }
}

/** A typed word matches an address word it starts, or (forgiving, 4+ letters) one edit away. */
function wordMatches(typed: string, word: string, forgiving: boolean): boolean {
  if (word.startsWith(typed)) return true;
  if (!forgiving || typed.length < 4) return false;
  return (
    withinOneEdit(typed, word) || (word.length > typed.length && withinOneEdit(typed, word.slice(0, typed.length)))
  );
}
