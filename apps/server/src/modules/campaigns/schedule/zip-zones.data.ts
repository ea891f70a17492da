/**
 * ZIP code -> state and IANA time zone, for the whole US at 3-digit prefix granularity.
 *
 * Sources: the state of each prefix range is USPS's assignment of 3-digit ZIP prefixes (sectional
 * center facilities) to states, as listed in USPS Publication 65 / the DMM L002 list; the zone of a
 * state is its IANA zone (tz database). For a state split across zones, `prefixZones` gives the
 * prefixes where most of the prefix's area lies in another zone than the state's default, and
 * `zipZones` the known 5-digit exceptions we handle (towns whose zone differs from their prefix's).
 * Data only: recipient-zone.ts reads these tables, it holds no per-state branches.
 *
 * Not covered (lookup answers null): military APO/FPO prefixes (090-098 AE, 340 AA, 962-966 AP)
 * and unassigned prefixes outside every state's range.
 */

/** USPS 3-digit prefix ranges, inclusive, by state or territory (unused prefixes inside a range are harmless). */
export const zipPrefixStates: readonly (readonly [from: number, to: number, state: string])[] = [
  [5, 5, 'NY'], // 005 Holtsville (IRS)
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'], // 055 Andover (IRS)
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'], // 201 Dulles
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'], // 569 parcel return service
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'], // 733 Austin (IRS)
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'], // 885 El Paso
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [969, 969, 'GU'], // also MP, PW, FM, MH: see zipZones
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The zone of most of each state's area (tz database). */
export const stateZones: Readonly<Record<string, string>> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix', // no DST (but see 865, the Navajo Nation)
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
  // Territories and freely associated states served by USPS.
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
  PW: 'Pacific/Palau',
  FM: 'Pacific/Pohnpei',
  MH: 'Pacific/Majuro',
};

/** Not one of the 50 states or DC (used to build the unknown-zone window from the states only). */
export const territories: ReadonlySet<string> = new Set(['PR', 'VI', 'GU', 'MP', 'AS', 'PW', 'FM', 'MH']);

/**
 * Split states: prefixes where most of the area lies outside the state's default zone.
 * Split states whose every prefix keeps the default: MI (4 western Upper Peninsula counties are
 * Central, see zipZones), KS (4 western counties Mountain, see zipZones), NV (West Wendover), OR
 * (Malheur county = 979).
 */
export const prefixZones: Readonly<Record<string, string>> = {
  // Florida panhandle west of the Apalachicola River (Pensacola, Panama City).
  '324': 'America/Chicago',
  '325': 'America/Chicago',
  // Indiana: the northwest (Gary) and southwest (Evansville) corners are Central.
  '463': 'America/Chicago',
  '464': 'America/Chicago',
  '476': 'America/Chicago',
  '477': 'America/Chicago',
  // Kentucky: the west (Paducah, Bowling Green, Owensboro, Henderson) is Central.
  '420': 'America/Chicago',
  '421': 'America/Chicago',
  '422': 'America/Chicago',
  '423': 'America/Chicago',
  '424': 'America/Chicago',
  // Tennessee: the east (Chattanooga, Johnson City, Knoxville) is Eastern. 373 is split nearly in
  // half by area (Grundy, Franklin, Marion, Coffee, Lincoln, Bledsoe Central; Bradley, McMinn, Polk,
  // Rhea, Monroe Eastern): it keeps Central by area, and its Eastern towns are in zipZones.
  '374': 'America/New_York',
  '376': 'America/New_York',
  '377': 'America/New_York',
  '378': 'America/New_York',
  '379': 'America/New_York',
  // North Dakota: the southwest (Dickinson) is Mountain.
  '586': 'America/Denver',
  // South Dakota: west of the Missouri (Mobridge's outlying counties, Rapid City) is Mountain.
  '576': 'America/Denver',
  '577': 'America/Denver',
  // Nebraska: the Panhandle (Scottsbluff, Alliance) and most of 691's area (Ogallala, Sidney,
  // Kimball, Garden county) are Mountain; North Platte and its neighbours are in zipZones.
  '691': 'America/Denver',
  '693': 'America/Denver',
  // Texas: El Paso is Mountain (798 is mostly Big Bend, Central by area; its Mountain towns are in zipZones).
  '799': 'America/Denver',
  '885': 'America/Denver',
  // Idaho: the panhandle (Lewiston, Coeur d'Alene) is Pacific.
  '835': 'America/Los_Angeles',
  '838': 'America/Los_Angeles',
  // Arizona: the Navajo Nation (Window Rock, Chinle) observes DST, as Mountain time.
  '865': 'America/Denver',
  // Oregon: Malheur county (Ontario) is Mountain.
  '979': 'America/Boise',
  // Alaska: the panhandle (Juneau, Ketchikan); same offsets as Anchorage.
  '998': 'America/Juneau',
  '999': 'America/Juneau',
};

/** Known 5-digit exceptions handled: [zone, state] where a ZIP differs from its prefix. */
export const zipZones: Readonly<Record<string, readonly [zone: string, state: string]>> = {
  // American Samoa shares the Hawaii prefix.
  '96799': ['Pacific/Pago_Pago', 'AS'],
  // 969: Northern Mariana Islands, Palau, Micronesia and the Marshall Islands beside Guam.
  '96950': ['Pacific/Saipan', 'MP'],
  '96951': ['Pacific/Saipan', 'MP'],
  '96952': ['Pacific/Saipan', 'MP'],
  '96939': ['Pacific/Palau', 'PW'],
  '96940': ['Pacific/Palau', 'PW'],
  '96941': ['Pacific/Pohnpei', 'FM'],
  '96942': ['Pacific/Chuuk', 'FM'],
  '96943': ['Pacific/Chuuk', 'FM'], // Yap
  '96944': ['Pacific/Kosrae', 'FM'],
  '96960': ['Pacific/Majuro', 'MH'],
  '96970': ['Pacific/Majuro', 'MH'],
  // Alaska: the western Aleutians (Adak, Atka) are Hawaii-Aleutian time.
  '99546': ['America/Adak', 'AK'],
  '99547': ['America/Adak', 'AK'],
  // Florida: Port St. Joe (Gulf county) is Eastern inside the Central 324.
  '32456': ['America/New_York', 'FL'],
  // Indiana: Central towns of Starke, Jasper and Newton counties; Eastern towns of Dubois and Pike in 476.
  '46534': ['America/Chicago', 'IN'],
  '47978': ['America/Chicago', 'IN'],
  '47951': ['America/Chicago', 'IN'],
  '47963': ['America/Chicago', 'IN'],
  '47532': ['America/Indiana/Indianapolis', 'IN'],
  '47542': ['America/Indiana/Indianapolis', 'IN'],
  '47546': ['America/Indiana/Indianapolis', 'IN'],
  '47567': ['America/Indiana/Indianapolis', 'IN'],
  // Michigan: Gogebic, Iron, Dickinson and Menominee counties are Central.
  '49801': ['America/Menominee', 'MI'],
  '49802': ['America/Menominee', 'MI'],
  '49858': ['America/Menominee', 'MI'],
  '49870': ['America/Menominee', 'MI'],
  '49911': ['America/Menominee', 'MI'],
  '49920': ['America/Menominee', 'MI'],
  '49935': ['America/Menominee', 'MI'],
  '49938': ['America/Menominee', 'MI'],
  '49968': ['America/Menominee', 'MI'],
  '49969': ['America/Menominee', 'MI'],
  // Tennessee: Eastern towns in 373 (Cleveland, Athens, Chattanooga's suburbs, Dayton, Madisonville...).
  '37302': ['America/New_York', 'TN'],
  '37303': ['America/New_York', 'TN'],
  '37307': ['America/New_York', 'TN'],
  '37311': ['America/New_York', 'TN'],
  '37312': ['America/New_York', 'TN'],
  '37315': ['America/New_York', 'TN'],
  '37321': ['America/New_York', 'TN'],
  '37322': ['America/New_York', 'TN'],
  '37323': ['America/New_York', 'TN'],
  '37331': ['America/New_York', 'TN'],
  '37341': ['America/New_York', 'TN'],
  '37343': ['America/New_York', 'TN'],
  '37354': ['America/New_York', 'TN'],
  '37363': ['America/New_York', 'TN'],
  '37377': ['America/New_York', 'TN'],
  '37379': ['America/New_York', 'TN'],
  '37381': ['America/New_York', 'TN'],
  // Kansas: Sherman, Wallace, Greeley and Hamilton counties are Mountain.
  '67735': ['America/Denver', 'KS'],
  '67758': ['America/Denver', 'KS'],
  '67878': ['America/Denver', 'KS'],
  '67879': ['America/Denver', 'KS'],
  // Nebraska: North Platte and the Central towns of 691.
  '69101': ['America/Chicago', 'NE'],
  '69103': ['America/Chicago', 'NE'],
  '69123': ['America/Chicago', 'NE'],
  '69130': ['America/Chicago', 'NE'],
  '69138': ['America/Chicago', 'NE'],
  '69143': ['America/Chicago', 'NE'],
  '69151': ['America/Chicago', 'NE'],
  '69165': ['America/Chicago', 'NE'],
  // North Dakota: Watford City (McKenzie county) is Mountain.
  '58854': ['America/Denver', 'ND'],
  // South Dakota: Mobridge (Walworth) is Central; Philip and Kadoka (Haakon, Jackson) are Mountain.
  '57601': ['America/Chicago', 'SD'],
  '57567': ['America/Denver', 'SD'],
  '57543': ['America/Denver', 'SD'],
  // Texas: El Paso, Hudspeth and Culberson county towns in 798 are Mountain.
  '79821': ['America/Denver', 'TX'],
  '79835': ['America/Denver', 'TX'],
  '79836': ['America/Denver', 'TX'],
  '79837': ['America/Denver', 'TX'],
  '79838': ['America/Denver', 'TX'],
  '79839': ['America/Denver', 'TX'],
  '79849': ['America/Denver', 'TX'],
  '79851': ['America/Denver', 'TX'],
  '79853': ['America/Denver', 'TX'],
  '79855': ['America/Denver', 'TX'],
  // Nevada: West Wendover keeps Mountain time.
  '89883': ['America/Denver', 'NV'],
};
