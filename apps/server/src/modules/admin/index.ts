// Admin: the admin area's API (dashboard counts, stored property records, the core log) under the core
// service's /admin paths. Owns no tables: it reads through the faces of the modules that own the records.
