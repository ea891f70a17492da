CREATE TABLE "inbound_texts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "inbound_texts_waiting_idx" ON "inbound_texts" USING btree ("received_at") WHERE handled_at is null;