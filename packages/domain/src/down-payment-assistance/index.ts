// Down-payment assistance for the Welcome Package: the California programs of domain brief section 4
// as data, their rules, the county income limits by year, and the check's input schema.
export * from './check-programs';
export * from './counties';
export * from './income-limits';
export * from './inputs';
export * from './programs';
