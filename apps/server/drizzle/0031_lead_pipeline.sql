CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "routed_by" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_contact_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "next_action_date" date;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_date");--> statement-breakpoint
CREATE INDEX "campaign_contacts_number_sent_idx" ON "campaign_contacts" USING btree ("phone_number","sent_at");--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_user_id","created_date");--> statement-breakpoint
CREATE INDEX "leads_owner_stage_idx" ON "leads" USING btree ("owner_user_id","stage");--> statement-breakpoint
CREATE INDEX "leads_team_created_idx" ON "leads" USING btree ("team_id","created_date");--> statement-breakpoint
CREATE INDEX "leads_organization_created_idx" ON "leads" USING btree ("organization_id","created_date");--> statement-breakpoint
-- The pipeline's pages are cached until a lead changes (leads/service/pipeline.ts): the change feed watches leads.
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "leads" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();
