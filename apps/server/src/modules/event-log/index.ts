// Event log: what admins read at /admin/logs (the spec's core log): sign-in and confirmation errors and
// other events worth a look. Owns the core_logs table.
export { writeEventLog, type LoggedEvent } from './service/write-event';
export { adminLogFilters, listAdminLogs } from './admin-logs';
