import { estimateSolar } from '@roost/domain';
import type { SolarEstimateProvider } from './solar-estimate-provider';

/** The brief's offline model (domain package): sun by distance inland, no network. */
export function localSolarEstimate(): SolarEstimateProvider {
  return {
    name: 'local',
    async estimate(site) {
      return estimateSolar(site);
    },
  };
}
