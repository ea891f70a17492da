CREATE TABLE "sign_up_attempts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token_digest" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_attempts_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "sign_up_attempts_email_idx" ON "sign_up_attempts" USING btree ("email","created_at");--> statement-breakpoint
-- Session tokens are stored as SHA-256 digests from now on: digest the ones already signed in.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE length("token") <> 64;
