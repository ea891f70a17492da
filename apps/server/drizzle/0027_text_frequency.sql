CREATE TABLE "text_frequency_policies" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"per_24_hours" integer NOT NULL,
	"per_7_days" integer NOT NULL,
	"updated_by" text,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "frequency_scope" text;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "text_frequency_policies" ADD CONSTRAINT "text_frequency_policies_organization_id_teams_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_sends_frequency_idx" ON "campaign_sends" USING btree ("frequency_scope","phone","counted_at") WHERE counted_at is not null;--> statement-breakpoint
-- The texts of the last 7 days count against the new frequency limit: their scope as suppressionScopeFor finds
-- it (the campaign's organization when its owner belongs to it, else the owner's first organization, else the owner).
UPDATE "campaign_sends" AS s SET
  "frequency_scope" = coalesce(
    (select 'org:' || coalesce(t.parent_id, t.id) from campaigns c join teams t on t.id = c.team_id
      where c.id = s.campaign_id and exists (
        select 1 from memberships m join teams mt on mt.id = m.team_id
        where m.user_id = c.owner_id and coalesce(mt.parent_id, mt.id) = coalesce(t.parent_id, t.id))),
    (select 'org:' || coalesce(t.parent_id, t.id) from campaigns c join memberships m on m.user_id = c.owner_id
      join teams t on t.id = m.team_id where c.id = s.campaign_id order by m.created_date, m.id limit 1),
    (select 'user:' || c.owner_id from campaigns c where c.id = s.campaign_id)),
  "counted_at" = coalesce(s.sent_at, s.claimed_at)
WHERE s.status in ('sent', 'unknown') and coalesce(s.sent_at, s.claimed_at) > now() - interval '7 days';
