import type { ProviderSettings } from '../../../config';
import type { AddressAutocompleteProvider } from './address-autocomplete';
import type { AddressSearchIndex } from './address-search-index';
import { googlePlacesAutocomplete } from './google-places-autocomplete';
import { localAddressAutocomplete } from './local-address-autocomplete';
import { localPropertyData, type LocalPropertyDeps } from './local-property-data';
import type { PropertyDataProvider } from './property-data';
import { rentcastPropertyData } from './rentcast-property-data';
import type { SolarEstimateProvider } from './solar-estimate-provider';
import { localSolarEstimate } from './solar-local';
import { pvwattsSolarEstimate } from './solar-pvwatts';

export const localProviderSettings: ProviderSettings = {
  address: { kind: 'local' },
  property: { kind: 'local' },
  solar: { kind: 'local' },
};

/** The adapters configuration chose; the local ones work from the embedded dataset. */
export function createHomeProviders(
  settings: ProviderSettings,
  local: LocalPropertyDeps & { addressIndex: AddressSearchIndex },
): { addresses: AddressAutocompleteProvider; properties: PropertyDataProvider; solar: SolarEstimateProvider } {
  return {
    addresses:
      settings.address.kind === 'google'
        ? googlePlacesAutocomplete(settings.address)
        : localAddressAutocomplete(local.addressIndex),
    properties:
      settings.property.kind === 'rentcast' ? rentcastPropertyData(settings.property) : localPropertyData(local),
    solar: settings.solar.kind === 'pvwatts' ? pvwattsSolarEstimate(settings.solar) : localSolarEstimate(),
  };
}
