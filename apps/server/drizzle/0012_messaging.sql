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
CREATE TABLE "message_groups" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"campaign_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"to_phone_number" text NOT NULL,
	"from_phone_number" text NOT NULL,
	"group_status" text DEFAULT 'Read' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_groups_contact_key" UNIQUE("contact_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"group_id" text NOT NULL,
	"direction" text NOT NULL,
	"message" text NOT NULL,
	"from_phone_number" text NOT NULL,
	"to_phone_number" text NOT NULL,
	"carrier_message_id" text,
	"sent_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_carrier_message_key" UNIQUE("carrier_message_id")
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
CREATE INDEX "campaign_sends_phone_sent_idx" ON "campaign_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "messages_group_created_idx" ON "messages" USING btree ("group_id","created_date");--> statement-breakpoint
CREATE INDEX "sandbox_texts_to_created_idx" ON "sandbox_texts" USING btree ("to_number","created_date");