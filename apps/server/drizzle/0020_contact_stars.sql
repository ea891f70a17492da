ALTER TABLE "campaign_contacts" ADD COLUMN "starred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_favorites" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_contacts_starred_idx" ON "campaign_contacts" USING btree ("campaign_id",coalesce("first_name", ''),"id") WHERE "campaign_contacts"."starred_at" is not null;