CREATE TABLE "sender_rates" (
	"sender" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
