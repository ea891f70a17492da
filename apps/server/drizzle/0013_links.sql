CREATE TABLE "link_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"human" boolean NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'campaign' NOT NULL,
	"type_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"redirect" text NOT NULL,
	"first_clicked_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_contact_key" UNIQUE("type_id","contact_id")
);
--> statement-breakpoint
CREATE INDEX "link_clicks_link_idx" ON "link_clicks" USING btree ("link_id","created_date");