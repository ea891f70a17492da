// Search by Payment: the contract shared by web and server, and the purchase math behind it
// (price from a monthly budget, county loan limits, tax and insurance, APR).
export * from './apr';
export * from './contracts';
export * from './county-costs';
export * from './listing-actions';
export * from './listing-address';
export * from './loan-limits';
export * from './purchase-options';
export * from './purchase-price';
