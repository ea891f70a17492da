CREATE TABLE "address_records" (
	"id" text PRIMARY KEY NOT NULL,
	"property_id" text,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"x_coord" double precision,
	"y_coord" double precision,
	"beds" integer,
	"baths" double precision,
	"sqft" integer,
	"sale_date" date,
	"sale_price" double precision,
	"tax_amount" double precision,
	"tax_value" double precision,
	"loan_amount" double precision,
	"loan_type" text,
	"loan_date" date,
	"loan_term_months" integer,
	"estimate" double precision,
	"estimate_low" double precision,
	"estimate_high" double precision,
	"loan_balance" double precision,
	"loan_rate_percent" double precision,
	"rent_estimate" double precision,
	"source" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"address_id" text NOT NULL,
	"remove_mortgage_insurance" boolean DEFAULT true NOT NULL,
	"property_increase" double precision,
	"property_increase_active" boolean DEFAULT false NOT NULL,
	"property_cash" double precision,
	"property_cash_active" boolean DEFAULT false NOT NULL,
	"property_equity" double precision,
	"property_equity_active" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_settings_user_address_uq" UNIQUE("user_id","address_id")
);
--> statement-breakpoint
CREATE TABLE "homes" (
	"id" text PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"street_number" text NOT NULL,
	"street_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"county" text NOT NULL,
	"county_fips" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"beds" integer NOT NULL,
	"baths" double precision NOT NULL,
	"sqft" integer NOT NULL,
	"year_built" integer NOT NULL,
	"last_sale_date" date NOT NULL,
	"last_sale_price" double precision NOT NULL,
	"assessed_value" double precision NOT NULL,
	"tax_amount" double precision NOT NULL,
	"loan_type" text NOT NULL,
	"original_loan_amount" double precision NOT NULL,
	"loan_date" date NOT NULL,
	"loan_term_months" integer NOT NULL,
	CONSTRAINT "homes_address_key_unique" UNIQUE("address_key")
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"address_id" text NOT NULL,
	"loan_amount" double precision,
	"loan_balance" double precision,
	"loan_type" text,
	"loan_date" date,
	"remove_mortgage_insurance" boolean DEFAULT true NOT NULL,
	"property_increase" double precision,
	"property_increase_active" boolean DEFAULT false NOT NULL,
	"property_cash" double precision,
	"property_cash_active" boolean DEFAULT false NOT NULL,
	"property_equity" double precision,
	"property_equity_active" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_user_address_uq" UNIQUE("user_id","address_id")
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homes_zip_sale_idx" ON "homes" USING btree ("zip","last_sale_date");--> statement-breakpoint
CREATE INDEX "homes_county_idx" ON "homes" USING btree ("county");