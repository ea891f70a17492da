CREATE TABLE "campaign_sends" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"campaign_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"skip_reason" text,
	"due_at" timestamp with time zone,
	"body" text,
	"carrier" text,
	"message_id" text,
	"delivery_status" text,
	"error_code" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_sends_contact_key" UNIQUE("campaign_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_sends_due_idx" ON "campaign_sends" USING btree ("campaign_id","status","due_at");--> statement-breakpoint
CREATE INDEX "campaign_sends_claimed_idx" ON "campaign_sends" USING btree ("campaign_id","claimed_at");--> statement-breakpoint
CREATE INDEX "campaign_sends_message_idx" ON "campaign_sends" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sandbox_texts_to_created_idx" ON "sandbox_texts" USING btree ("to_number","created_date");