ALTER TABLE "leads" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routed_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_id" text;--> statement-breakpoint
CREATE INDEX "campaign_contacts_number_sent_idx" ON "campaign_contacts" USING btree ("phone_number","sent_at");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_user_id","created_date");--> statement-breakpoint
CREATE INDEX "leads_team_created_idx" ON "leads" USING btree ("team_id","created_date");--> statement-breakpoint
CREATE INDEX "leads_organization_created_idx" ON "leads" USING btree ("organization_id","created_date");