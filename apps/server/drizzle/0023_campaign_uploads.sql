ALTER TABLE "contact_imports" ADD COLUMN "campaign_id" text;--> statement-breakpoint
CREATE INDEX "contact_imports_campaign_idx" ON "contact_imports" USING btree ("campaign_id","created_date");