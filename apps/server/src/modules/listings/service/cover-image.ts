/**
 * The sample listings' cover pictures: a small drawing of a house, not a photograph. Everything
 * varies with a hash of the listing id (colours, roof, windows, garage, tree), so one listing
 * always gets the same picture and neighbours look different. Alt text is the page's job.
 */

export const coverImagePath = (id: string) => `/api/home/listings/${encodeURIComponent(id)}/cover.svg`;

/** 32-bit FNV-1a, then a small xorshift stream: deterministic choices from the id. */
function choices(seed: string) {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  state >>>= 0;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    between: (min: number, max: number) => Math.round(min + (max - min) * next()),
  };
}

const walls = ['#f4e9d8', '#dfe8ee', '#efe3c8', '#e6e2da', '#d9e4d3', '#f1dcd0', '#cfd8dc', '#fff4e0'] as const;
const roofs = ['#5d4037', '#37474f', '#6d4c41', '#455a64', '#8d3b2f', '#3e4a3d', '#4e342e'] as const;
const doors = ['#1e4e79', '#8e2c2c', '#2e5e3e', '#5b3a6e', '#b5651d', '#263238'] as const;
const skies = [
  ['#cfe8fc', '#f3f9ff'],
  ['#ffe7c7', '#fff8ec'],
  ['#d7f0f5', '#f6fcfd'],
  ['#e3ddf5', '#f8f6fd'],
] as const;
const lawns = ['#7cb342', '#8bc34a', '#689f38', '#9ccc65'] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

function windowAt(x: number, y: number, width: number, height: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#bfe0f5" stroke="#ffffff" stroke-width="4"/>` +
    `<line x1="${x + width / 2}" y1="${y}" x2="${x + width / 2}" y2="${y + height}" stroke="#ffffff" stroke-width="3"/>`
  );
}

/** A 640×400 SVG of a house with its street number on the door's plaque. */
export function coverSvg(listing: { id: string; streetNumber: string }): string {
  const random = choices(listing.id);
  const [skyTop, skyBottom] = random.pick(skies);
  const wall = random.pick(walls);
  const roof = random.pick(roofs);
  const door = random.pick(doors);
  const lawn = random.pick(lawns);
  const roofStyle = random.pick(['gable', 'hip', 'flat'] as const);
  const garage = random.pick([true, true, false]);
  const tree = random.pick([true, false]);
  const windows = random.between(2, 3);

  const houseWidth = garage ? random.between(300, 340) : random.between(260, 320);
  const houseLeft = garage ? 150 : 320 - houseWidth / 2;
  const houseTop = 190;
  const ground = 330;
  const right = houseLeft + houseWidth;
  const roofHeight = roofStyle === 'flat' ? 18 : random.between(70, 100);
  const roofShape =
    roofStyle === 'gable'
      ? `<polygon points="${houseLeft - 20},${houseTop} ${houseLeft + houseWidth / 2},${houseTop - roofHeight} ${right + 20},${houseTop}" fill="${roof}"/>`
      : roofStyle === 'hip'
        ? `<polygon points="${houseLeft - 20},${houseTop} ${houseLeft + 60},${houseTop - roofHeight} ${right - 60},${houseTop - roofHeight} ${right + 20},${houseTop}" fill="${roof}"/>`
        : `<rect x="${houseLeft - 14}" y="${houseTop - roofHeight}" width="${houseWidth + 28}" height="${roofHeight}" fill="${roof}"/>`;

  const doorX = houseLeft + houseWidth / 2 - 24;
  const windowWidth = 46;
  const spacing = (houseWidth - windowWidth * windows) / (windows + 1);
  const windowShapes = Array.from({ length: windows }, (_, index) => {
    const x = Math.round(houseLeft + spacing + index * (windowWidth + spacing));
    // The door sits in the middle: a window that would overlap it is left out.
    const overlapsDoor = x + windowWidth > doorX - 6 && x < doorX + 54;
    return overlapsDoor ? '' : windowAt(x, houseTop + 30, windowWidth, 44);
  }).join('');

  const garageShape = garage
    ? `<rect x="${right}" y="${houseTop + 40}" width="110" height="${ground - houseTop - 40}" fill="${wall}" stroke="#00000022"/>` +
      `<polygon points="${right - 4},${houseTop + 40} ${right + 55},${houseTop + 5} ${right + 114},${houseTop + 40}" fill="${roof}"/>` +
      `<rect x="${right + 14}" y="${houseTop + 70}" width="82" height="${ground - houseTop - 70}" fill="#eceff1" stroke="#90a4ae" stroke-width="2"/>` +
      [0, 1, 2]
        .map(
          (row) =>
            `<line x1="${right + 14}" y1="${houseTop + 90 + row * 20}" x2="${right + 96}" y2="${houseTop + 90 + row * 20}" stroke="#b0bec5" stroke-width="2"/>`,
        )
        .join('')
    : '';
  const treeShape = tree
    ? `<rect x="78" y="250" width="14" height="80" fill="#6d4c41"/><circle cx="85" cy="235" r="42" fill="#558b2f"/><circle cx="62" cy="258" r="26" fill="#689f38"/>`
    : '';

  const number = escapeXml(listing.streetNumber.slice(0, 8));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">',
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#sky)"/>',
    `<rect y="${ground}" width="640" height="${400 - ground}" fill="${lawn}"/>`,
    treeShape,
    roofShape,
    `<rect x="${houseLeft}" y="${houseTop}" width="${houseWidth}" height="${ground - houseTop}" fill="${wall}" stroke="#00000022"/>`,
    garageShape,
    windowShapes,
    `<rect x="${doorX}" y="${ground - 84}" width="48" height="84" fill="${door}"/>`,
    `<circle cx="${doorX + 38}" cy="${ground - 40}" r="3" fill="#ffd54f"/>`,
    `<rect x="${doorX - 8}" y="${ground - 118}" width="64" height="26" rx="4" fill="#ffffff" stroke="#37474f" stroke-width="2"/>`,
    `<text x="${doorX + 24}" y="${ground - 99}" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#263238">${number}</text>`,
    `<rect x="${doorX - 10}" y="${ground}" width="68" height="${400 - ground}" fill="#d7ccc8"/>`,
    '</svg>',
  ].join('');
}
