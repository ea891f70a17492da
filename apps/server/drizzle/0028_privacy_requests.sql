CREATE TABLE "privacy_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"organization_id" text NOT NULL,
	"kind" text NOT NULL,
	"identifier_kind" text NOT NULL,
	"identifier" text NOT NULL,
	"requested_by" text NOT NULL,
	"received_date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_organization_due_idx" ON "privacy_requests" USING btree ("organization_id","due_date");