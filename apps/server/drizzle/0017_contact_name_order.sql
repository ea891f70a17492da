DROP INDEX "campaign_contacts_status_name_idx";--> statement-breakpoint
DROP INDEX "campaign_contacts_name_idx";--> statement-breakpoint
CREATE INDEX "campaign_contacts_status_name_idx" ON "campaign_contacts" USING btree ("campaign_id","status",coalesce("first_name", ''),"id");--> statement-breakpoint
CREATE INDEX "campaign_contacts_name_idx" ON "campaign_contacts" USING btree ("campaign_id",coalesce("first_name", ''),"id");