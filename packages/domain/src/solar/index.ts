// The Solar Sun Score: the brief's offline production model, utility rates by county, savings,
// installed cost, payback and the 0-100 score, with the reply schema. Pure functions.
export * from './solar-estimate';
export * from './solar-radiation';
export * from './solar-schema';
export * from './utility-rates';
