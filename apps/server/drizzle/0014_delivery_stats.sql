CREATE TABLE "suppression_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"scope" text NOT NULL,
	"phone" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"actor_id" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pause_reason" text;--> statement-breakpoint
CREATE INDEX "suppression_events_phone_idx" ON "suppression_events" USING btree ("scope","phone","created_date");--> statement-breakpoint
CREATE INDEX "suppression_events_scope_idx" ON "suppression_events" USING btree ("scope","created_date");--> statement-breakpoint
CREATE INDEX "campaign_contacts_sent_idx" ON "campaign_contacts" USING btree ("status","sent_at");