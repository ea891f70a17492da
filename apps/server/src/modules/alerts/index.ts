// Alerts: a homeowner's alerts (dream rate, mortgage insurance, value, cash, equity) fired once per
// crossing, the monthly digest of each saved address, and their hand-off by e-mail, text (with consent)
// and lead. Owns alert_states, alerts, alert_unsubscribes.
