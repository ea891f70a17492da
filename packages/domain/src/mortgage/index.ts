// Mortgage math for both faces of Roost: payments, balances, loan-to-value, mortgage insurance,
// ARM resets, the Payment Design Center and PMMS rates. Pure functions, full precision; round for display.
export * from './amortization';
export * from './arm';
export * from './calendar-month';
export * from './conventional-pmi';
export * from './current-value-removal';
export * from './fha-mip';
export * from './homeowners-protection';
export * from './loan-to-value';
export * from './mortgage-insurance';
export * from './payment-design';
export * from './pmi-rate-table';
export * from './rates';
export * from './rounding';
