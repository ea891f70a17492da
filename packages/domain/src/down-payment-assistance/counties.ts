/**
 * The 13 Northern California counties Roost serves (apps/server/reference-data/norcal-zips.csv), keyed by their
 * county FIPS code so every yearly table (income limits, loan limits) joins on the same key.
 */
export const norcalCounties = [
  { fips: '06001', name: 'Alameda' },
  { fips: '06013', name: 'Contra Costa' },
  { fips: '06017', name: 'El Dorado' },
  { fips: '06019', name: 'Fresno' },
  { fips: '06041', name: 'Marin' },
  { fips: '06045', name: 'Mendocino' },
  { fips: '06055', name: 'Napa' },
  { fips: '06061', name: 'Placer' },
  { fips: '06067', name: 'Sacramento' },
  { fips: '06077', name: 'San Joaquin' },
  { fips: '06085', name: 'Santa Clara' },
  { fips: '06095', name: 'Solano' },
  { fips: '06113', name: 'Yolo' },
] as const;

export type CountyFips = (typeof norcalCounties)[number]['fips'];

export const countyFipsCodes = norcalCounties.map(({ fips }) => fips) as [CountyFips, ...CountyFips[]];

export function countyName(fips: CountyFips): string {
  const county = norcalCounties.find((candidate) => candidate.fips === fips);
  if (!county) throw new RangeError(`Unknown county FIPS code ${fips}`);
  return county.name;
}
