CREATE TABLE "alert_states" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"met" boolean NOT NULL,
	"threshold" double precision NOT NULL,
	"baseline" double precision,
	"changed_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_states_user_id_kind_subject_id_pk" PRIMARY KEY("user_id","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_unsubscribes_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"address_id" text,
	"period" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"figures" jsonb NOT NULL,
	"email_state" text DEFAULT 'pending' NOT NULL,
	"text_state" text DEFAULT 'pending' NOT NULL,
	"lead_state" text DEFAULT 'pending' NOT NULL,
	"lead_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pmms_weeks" (
	"date" date PRIMARY KEY NOT NULL,
	"rate30" double precision NOT NULL,
	"rate15" double precision,
	"fetched_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_sheets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"effective_date" date NOT NULL,
	"rate30" double precision NOT NULL,
	"rate15" double precision NOT NULL,
	"rate_arm" double precision NOT NULL,
	"entered_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_mortgages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"report_title" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"address_id" text NOT NULL,
	"original_loan_balance" double precision NOT NULL,
	"loan_balance" double precision NOT NULL,
	"interest_rate" double precision NOT NULL,
	"mortgage_insurance" double precision DEFAULT 0 NOT NULL,
	"escrow" double precision DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ALTER COLUMN "remove_mortgage_insurance" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "user_mortgages" ADD CONSTRAINT "user_mortgages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "alerts" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_period_uq" ON "alerts" USING btree ("user_id","kind","subject_id","period") WHERE "alerts"."period" is not null;--> statement-breakpoint
CREATE INDEX "alerts_pending_idx" ON "alerts" USING btree ("created_date") WHERE "alerts"."email_state" = 'pending' or "alerts"."text_state" = 'pending' or "alerts"."lead_state" = 'pending';--> statement-breakpoint
CREATE INDEX "rate_sheets_effective_idx" ON "rate_sheets" USING btree ("effective_date","created_date");--> statement-breakpoint
CREATE INDEX "user_mortgages_user_idx" ON "user_mortgages" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "user_mortgages_address_idx" ON "user_mortgages" USING btree ("address_id");--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_idempotency_key_unique" UNIQUE("idempotency_key");