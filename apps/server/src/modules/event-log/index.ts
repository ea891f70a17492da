// Event log: what admins read at /admin/logs (the spec's core log): sign-in and confirmation errors and
// other events worth a look, and the audit trail of who did what. Owns the core_logs table.
export { writeEventLog, type LoggedEvent } from './service/write-event';
export { recordAudit, type AuditActor, type AuditEntry } from './service/record-audit';
export { adminLogFilters, listAdminLogs } from './admin-logs';
