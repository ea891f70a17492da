CREATE TABLE "campaign_collaborators" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"campaign_id" text NOT NULL,
	"collaborator_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_collaborators_key" UNIQUE("campaign_id","type","collaborator_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_contacts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"campaign_id" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"phone_number" text NOT NULL,
	"email" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"lender" text,
	"loan_amount_cents" integer,
	"loan_received_data" text,
	"loan_type" text,
	"home_value_cents" integer,
	"ref_id" text,
	"status" text DEFAULT 'New' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_contacts_phone_key" UNIQUE("campaign_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "campaign_submissions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"campaign_id" text NOT NULL,
	"import_id" text NOT NULL,
	"payment_id" text,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"billing" text,
	"collaborators" text DEFAULT '[]' NOT NULL,
	"message" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_submissions_key" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"client" text DEFAULT 'roost' NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"template_id" text,
	"redirect_url" text,
	"contact_name" text,
	"start_date" date,
	"end_date" date,
	"days_of_week" text,
	"messages_per_day" integer DEFAULT 0 NOT NULL,
	"payment_id" text,
	"price_cents" integer,
	"owner_id" text NOT NULL,
	"team_id" text,
	"total_contacts" integer DEFAULT 0 NOT NULL,
	"total_sent" integer DEFAULT 0 NOT NULL,
	"total_clicks" integer DEFAULT 0 NOT NULL,
	"total_active" integer DEFAULT 0 NOT NULL,
	"total_non_responsive" integer DEFAULT 0 NOT NULL,
	"total_opt_outs" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"rate" double precision DEFAULT 0.05 NOT NULL,
	"client" text DEFAULT 'roost' NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_import_rows" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"grp" text NOT NULL,
	"phone" text,
	"raw_phone" text,
	"contact" jsonb NOT NULL,
	CONSTRAINT "contact_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "contact_imports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"suppression_scope" text NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"missing_required" integer DEFAULT 0 NOT NULL,
	"invalid_phone" integer DEFAULT 0 NOT NULL,
	"duplicate" integer DEFAULT 0 NOT NULL,
	"opted_out" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"scope" text NOT NULL,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppressions_scope_phone_key" UNIQUE("scope","phone")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"received_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"type_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"processor" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"billing" jsonb,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_charge_key" UNIQUE("processor","charge_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"last_error" jsonb,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_idempotency_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_collaborators" ADD CONSTRAINT "campaign_collaborators_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_rows" ADD CONSTRAINT "contact_import_rows_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_collaborators_member_idx" ON "campaign_collaborators" USING btree ("collaborator_id");--> statement-breakpoint
CREATE INDEX "campaign_contacts_status_name_idx" ON "campaign_contacts" USING btree ("campaign_id","status","first_name","id");--> statement-breakpoint
CREATE INDEX "campaign_contacts_name_idx" ON "campaign_contacts" USING btree ("campaign_id","first_name","id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_created_idx" ON "campaigns" USING btree ("owner_id","created_date","id");--> statement-breakpoint
CREATE INDEX "campaigns_team_created_idx" ON "campaigns" USING btree ("team_id","created_date","id");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_date","id");--> statement-breakpoint
CREATE INDEX "message_templates_client_created_idx" ON "message_templates" USING btree ("client","created_date");--> statement-breakpoint
CREATE INDEX "contact_import_rows_group_idx" ON "contact_import_rows" USING btree ("import_id","grp","line");--> statement-breakpoint
CREATE INDEX "contact_imports_user_created_idx" ON "contact_imports" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "payments_type_idx" ON "payments" USING btree ("type","type_id");