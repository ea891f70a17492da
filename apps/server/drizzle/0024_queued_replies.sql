CREATE TABLE "queued_replies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"group_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"to_phone_number" text NOT NULL,
	"from_phone_number" text NOT NULL,
	"message" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"time_zone" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"claimed_at" timestamp with time zone,
	"carrier_message_id" text,
	"sent_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "queued_replies_due_idx" ON "queued_replies" USING btree ("send_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "queued_replies_sending_idx" ON "queued_replies" USING btree ("claimed_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "queued_replies_group_idx" ON "queued_replies" USING btree ("group_id","send_at");