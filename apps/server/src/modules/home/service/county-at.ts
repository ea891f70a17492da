import fs from 'node:fs';
import type { Db } from '../../../platform/db/types';
import { parseCsvRecords } from '../../../platform/csv';
import { findHomeByKey } from '../repo';
import { referenceFile } from '../../../server-paths';

const zipsPath = referenceFile('norcal-zips.csv');

/** Past this distance from every ZIP centre of the 13 counties, an address is outside them. */
const NEAREST_ZIP_LIMIT_KM = 25;

interface ZipCentre {
  county: string;
  latitude: number;
  longitude: number;
}

let zipCentres: ZipCentre[] | undefined;

function readZipCentres(): ZipCentre[] {
  zipCentres ??= parseCsvRecords(fs.readFileSync(zipsPath, 'utf8')).map((row) => ({
    county: row.county!,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
  return zipCentres;
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const kmPerDegreeLongitude = 111.32 * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot((a.longitude - b.longitude) * kmPerDegreeLongitude, (a.latitude - b.latitude) * 110.574);
}

/**
 * The county of an address, which decides its utility: the embedded dataset's county for a sample
 * home, else the county of the nearest ZIP centre (shipped norcal-zips.csv) within 25 km, else null.
 */
export async function countyAt(
  db: Db,
  addressKey: string,
  position: { latitude: number; longitude: number },
): Promise<string | null> {
  const home = await findHomeByKey(db, addressKey);
  if (home) return home.county;
  let nearest: { county: string; km: number } | undefined;
  for (const centre of readZipCentres()) {
    const km = distanceKm(position, centre);
    if (!nearest || km < nearest.km) nearest = { county: centre.county, km };
  }
  return nearest && nearest.km <= NEAREST_ZIP_LIMIT_KM ? nearest.county : null;
}
