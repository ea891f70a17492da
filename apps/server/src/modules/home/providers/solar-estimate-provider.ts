import type { SolarEstimateFigures, SolarSite } from '@roost/domain';

export interface SolarEstimateProvider {
  readonly name: string;
  /**
   * The Solar Sun Score figures for a site (coordinates, county, floor area). Throws
   * ProviderUnavailableError (503) when an outside model cannot answer.
   */
  estimate(site: SolarSite): Promise<SolarEstimateFigures>;
}
