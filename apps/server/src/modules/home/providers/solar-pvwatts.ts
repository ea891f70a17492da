import { estimateSolar, systemSizeKw } from '@roost/domain';
import { fetchJson } from './fetch-json';
import { ProviderUnavailableError } from './provider-errors';
import type { SolarEstimateProvider } from './solar-estimate-provider';
import { pvwattsReply } from './solar-pvwatts-replies';

export interface PvwattsSettings {
  apiKey: string;
  /** https://developer.nlr.gov, or a recorder in tests; no trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

const PROVIDER = 'pvwatts';

/**
 * A standard roof array: standard modules, 14% system losses, fixed roof mount tilted 20° facing
 * south (PVWatts' own defaults for a home, as in the domain brief).
 */
const ROOF_ARRAY = { module_type: '0', losses: '14', array_type: '1', tilt: '20', azimuth: '180' } as const;

/**
 * NREL PVWatts v8: the year's and each month's AC output and the sun on the panels for the same
 * system size the offline model uses; savings, cost, payback and score are then worked out by the
 * domain model exactly as offline. Any refusal (bad key, rate limit, errors[] in the reply) or a
 * reply without the outputs is ProviderUnavailableError.
 */
export function pvwattsSolarEstimate(settings: PvwattsSettings): SolarEstimateProvider {
  return {
    name: PROVIDER,
    async estimate(site) {
      const query = new URLSearchParams({
        api_key: settings.apiKey,
        system_capacity: String(systemSizeKw(site.sqft)),
        ...ROOF_ARRAY,
        lat: String(site.latitude),
        lon: String(site.longitude),
      });
      const reply = await fetchJson(
        `${settings.baseUrl}/api/pvwatts/v8.json?${query.toString()}`,
        { headers: { accept: 'application/json' } },
        { provider: PROVIDER, timeoutMs: settings.timeoutMs },
      );
      // 403 is a bad or missing key, 429 the hourly limit, 422 inputs it refused (with errors[]).
      if (!reply.ok) throw new ProviderUnavailableError(PROVIDER, `status ${reply.status}`);
      const parsed = pvwattsReply.safeParse(reply.json);
      if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, 'unexpected reply shape');
      const { errors, outputs } = parsed.data;
      if (errors.length > 0) throw new ProviderUnavailableError(PROVIDER, `errors: ${errors.join('; ')}`);
      if (outputs?.ac_annual === undefined || !outputs.ac_monthly || outputs.solrad_annual === undefined) {
        throw new ProviderUnavailableError(PROVIDER, 'reply without outputs');
      }
      return estimateSolar(site, {
        annualKwh: outputs.ac_annual,
        monthlyKwh: outputs.ac_monthly,
        solarRadiation: outputs.solrad_annual,
      });
    },
  };
}
