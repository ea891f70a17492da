ALTER TABLE "contact_import_rows" ADD COLUMN "missing_field" text;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "missing_field" integer DEFAULT 0 NOT NULL;