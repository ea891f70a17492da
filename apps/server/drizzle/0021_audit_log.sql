ALTER TABLE "core_logs" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "core_logs" ADD COLUMN "actor_label" text;--> statement-breakpoint
ALTER TABLE "core_logs" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "core_logs" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "core_logs" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "core_logs" ADD COLUMN "organization_id" text;--> statement-breakpoint
CREATE INDEX "core_logs_target_type_created_id_idx" ON "core_logs" USING btree ("target_type","created_at","id");--> statement-breakpoint
CREATE INDEX "core_logs_actor_created_id_idx" ON "core_logs" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "core_logs_actor_label_created_id_idx" ON "core_logs" USING btree ("actor_label","created_at","id");--> statement-breakpoint
CREATE INDEX "core_logs_organization_created_id_idx" ON "core_logs" USING btree ("organization_id","created_at","id");