CREATE TABLE "payment_credits" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"grant_id" text,
	"reference" text NOT NULL,
	"entry_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_credits_entry_key" UNIQUE("entry_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_submissions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_credits_user_idx" ON "payment_credits" USING btree ("user_id","kind","expires_at");--> statement-breakpoint
CREATE INDEX "payment_credits_grant_idx" ON "payment_credits" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "payment_credits_reference_idx" ON "payment_credits" USING btree ("reference");