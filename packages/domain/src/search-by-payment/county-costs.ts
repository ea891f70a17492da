import { type CountyFips, norcalCounties } from '../down-payment-assistance/counties';

/**
 * The yearly property tax rate and the monthly homeowners insurance assumed for a purchase in each
 * county, as data with the reason for each figure (domain brief section 3). These are planning
 * defaults, not quotes: Prop 13 sets 1% of the price plus local voter debt and assessments, and
 * premiums depend on the house; both are shown to the buyer as estimates.
 */

export interface PropertyTaxAssumption {
  /** Annual tax in percent of the purchase price. */
  annualPercent: number;
  /** 'brief-default': the brief's 1.1-1.25% range at 1.15%; 'adjusted': moved within that range for a stated reason. */
  basis: 'brief-default' | 'adjusted';
  why: string;
}

export interface InsuranceAssumption {
  /** Homeowners (hazard) insurance premium in dollars a month. */
  monthly: number;
  /** 'brief-default': inside the brief's $120-250 range for an ordinary risk; 'adjusted': raised for wildfire risk. */
  basis: 'brief-default' | 'adjusted';
  why: string;
}

export interface CountyCosts {
  propertyTax: PropertyTaxAssumption;
  insurance: InsuranceAssumption;
}

/** The brief: Prop 13's 1% plus voter debt and assessments; 1.1-1.25% is a sound default. */
export const DEFAULT_PROPERTY_TAX_PERCENT = 1.15;

const baseTax: PropertyTaxAssumption = {
  annualPercent: DEFAULT_PROPERTY_TAX_PERCENT,
  basis: 'brief-default',
  why: "Prop 13's 1% plus typical voter-approved debt: the middle of the brief's 1.1-1.25% range",
};

const melloRoosTax: PropertyTaxAssumption = {
  annualPercent: 1.2,
  basis: 'adjusted',
  why: 'Many homes for sale are in newer subdivisions with Mello-Roos special taxes, so the default is raised by 0.05 points (still inside the 1.1-1.25% range; a specific Mello-Roos home can be well above it)',
};

const voterDebtTax: PropertyTaxAssumption = {
  annualPercent: 1.25,
  basis: 'adjusted',
  why: "Voter-approved bonds and parcel taxes on top of the 1% are among the region's highest, so the top of the brief's range is used",
};

const ordinaryInsurance = (monthly: number, why: string): InsuranceAssumption => ({
  monthly,
  basis: 'brief-default',
  why,
});

const wildfireInsurance = (monthly: number, why: string): InsuranceAssumption => ({ monthly, basis: 'adjusted', why });

export const COUNTY_COSTS: Readonly<Record<CountyFips, CountyCosts>> = {
  '06001': {
    propertyTax: voterDebtTax,
    insurance: ordinaryInsurance(150, 'Urban county; hill areas cost more, the flatlands less'),
  }, // Alameda
  '06013': {
    propertyTax: baseTax,
    insurance: ordinaryInsurance(160, 'Urban county with some wildland edge (Diablo foothills)'),
  }, // Contra Costa
  '06017': {
    propertyTax: melloRoosTax,
    insurance: wildfireInsurance(
      250,
      'Sierra foothills wildfire risk: the brief names El Dorado; insurers have left and many buyers need the FAIR Plan plus a wrap policy',
    ),
  }, // El Dorado (El Dorado Hills)
  '06019': { propertyTax: baseTax, insurance: ordinaryInsurance(120, 'Valley floor, low wildfire exposure') }, // Fresno
  '06041': {
    propertyTax: baseTax,
    insurance: wildfireInsurance(190, 'Wildland-urban interface and high rebuild costs'),
  }, // Marin
  '06045': {
    propertyTax: baseTax,
    insurance: wildfireInsurance(200, 'Rural county with high wildfire exposure'),
  }, // Mendocino
  '06055': {
    propertyTax: baseTax,
    insurance: wildfireInsurance(200, 'Recent large wildfires (2017, 2020) raised premiums'),
  }, // Napa
  '06061': {
    propertyTax: melloRoosTax,
    insurance: wildfireInsurance(
      220,
      'Foothill wildfire risk: the brief names Placer; valley-floor Roseville costs less, Auburn and above more',
    ),
  }, // Placer (Roseville, Rocklin, Lincoln)
  '06067': {
    propertyTax: melloRoosTax,
    insurance: ordinaryInsurance(130, 'Valley floor, low wildfire exposure'),
  }, // Sacramento (Elk Grove, Natomas, Folsom Ranch)
  '06077': {
    propertyTax: melloRoosTax,
    insurance: ordinaryInsurance(120, 'Valley floor, low wildfire exposure'),
  }, // San Joaquin (Mountain House, Lathrop)
  '06085': {
    propertyTax: voterDebtTax,
    insurance: ordinaryInsurance(150, 'Urban county; the hillside edges cost more'),
  }, // Santa Clara
  '06095': {
    propertyTax: melloRoosTax,
    insurance: ordinaryInsurance(150, 'Mostly valley and bayside; the hills toward Napa cost more'),
  }, // Solano (Vacaville, Fairfield)
  '06113': { propertyTax: baseTax, insurance: ordinaryInsurance(130, 'Valley floor, low wildfire exposure') }, // Yolo
};

/** The tax and insurance assumed for a county; throws RangeError for a county Roost does not serve. */
export function countyCostsFor(countyFips: string): CountyCosts {
  const county = norcalCounties.find(({ fips }) => fips === countyFips);
  if (!county) throw new RangeError(`Unknown county FIPS code ${countyFips}`);
  return COUNTY_COSTS[county.fips];
}
