CREATE TABLE "number_checks" (
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"since" text DEFAULT '' NOT NULL,
	"answer" text NOT NULL,
	"source" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "number_checks_pkey" PRIMARY KEY("kind","phone","since")
);
--> statement-breakpoint
CREATE INDEX "number_checks_expires_idx" ON "number_checks" USING btree ("expires_at");