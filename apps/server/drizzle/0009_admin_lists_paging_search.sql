-- pg_trgm (a trusted extension since PostgreSQL 13: the database owner may create it; PGlite loads it in
-- open-database.ts) backs the admin searches: like '%term%' on a trigram index, on 100,000 rows and more.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "core_logs_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "core_logs_created_id_idx" ON "core_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "core_logs_source_created_id_idx" ON "core_logs" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "core_logs_action_created_id_idx" ON "core_logs" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "address_records_created_id_idx" ON "address_records" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "address_records_search_trgm_idx" ON "address_records" USING gin (lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);