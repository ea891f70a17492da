// Mortgage math for both faces of Roost: payments, balances, loan-to-value, mortgage insurance,
// ARM resets, the Payment Design Center and PMMS rates. Pure functions, full precision; round for display.
export * from './address-figures';
export * from './amortization';
export * from './arm';
export * from './calendar-month';
export * from './conventional-pmi';
export * from './current-rates';
export * from './current-value-removal';
export * from './fha-mip';
export * from './fha-mip-end';
export * from './homeowners-protection';
export * from './insurance-removable';
export * from './loan-payments';
export * from './loan-to-value';
export * from './mortgage-insurance';
export * from './mortgage-insurance-outlook';
export * from './payment-design';
export * from './pmi-rate-table';
export * from './rates';
export * from './refinance-comparison';
export * from './rounding';
