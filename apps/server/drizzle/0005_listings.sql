CREATE TABLE "listing_sync_state" (
	"provider" text PRIMARY KEY NOT NULL,
	"last_modification" text,
	"last_run_at" timestamp with time zone,
	"last_full_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"listing_rid" text NOT NULL,
	"mls_id" text,
	"mls_number" text,
	"street_number" text NOT NULL,
	"street_name" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"county" text NOT NULL,
	"bedrooms" integer,
	"full_bathrooms" integer,
	"apx_sqft_primary_res" integer,
	"list_price" double precision NOT NULL,
	"media_url" text,
	"list_agent_first_name" text,
	"list_agent_last_name" text,
	"list_date" date NOT NULL,
	"modified_at" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listings_county_active_price_idx" ON "listings" USING btree ("county","active","list_price");