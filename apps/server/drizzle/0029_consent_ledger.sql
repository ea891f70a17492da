CREATE TABLE "consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"phone" text NOT NULL,
	"effect" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"campaign_id" text,
	"campaign_name" text,
	"file_name" text,
	"row_number" integer,
	"actor_id" text,
	"ip_address" text,
	"statement_id" text,
	"words" text,
	"recorded_before_ledger" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_statements" (
	"id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_submissions" ADD COLUMN "consent_statement_id" text;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_statement_id_consent_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."consent_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_phone_idx" ON "consent_events" USING btree ("scope","phone","id");--> statement-breakpoint
INSERT INTO "consent_statements" ("id", "text") VALUES ('pre-ledger-upload', 'Recorded when the consent ledger began: the number was in a lead file the uploader gave for this campaign before consent statements were asked for; the words the uploader affirmed, if any, were not recorded.') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Campaigns launched before the ledger: one upload event per contact, marked as recorded before the ledger, in
-- the scope the sender checks (the owner's organization, the campaign team's first; else the owner alone).
INSERT INTO "consent_events" ("scope", "phone", "effect", "kind", "occurred_at", "campaign_id", "campaign_name", "file_name", "actor_id", "statement_id", "recorded_before_ledger")
SELECT
  coalesce(member.scope, upload.suppression_scope, 'user:' || c.owner_id),
  cc.phone_number, 'grant', 'upload', c.created_date, c.id, c.name, upload.file_name,
  coalesce(upload.user_id, c.owner_id), 'pre-ledger-upload', true
FROM "campaign_contacts" cc
JOIN "campaigns" c ON c.id = cc.campaign_id
LEFT JOIN LATERAL (
  SELECT i.suppression_scope, i.file_name, i.user_id FROM "contact_imports" i
  WHERE i.campaign_id = c.id ORDER BY i.created_date DESC LIMIT 1
) upload ON true
LEFT JOIN LATERAL (
  SELECT 'org:' || coalesce(t.parent_id, t.id) AS scope
  FROM "memberships" m JOIN "teams" t ON t.id = m.team_id
  WHERE m.user_id = c.owner_id
  ORDER BY (coalesce(t.parent_id, t.id) = (SELECT coalesce(ct.parent_id, ct.id) FROM "teams" ct WHERE ct.id = c.team_id)) DESC NULLS LAST,
    m.created_date, m.id
  LIMIT 1
) member ON true
WHERE c.status <> 'unpaid'
ORDER BY c.created_date, c.id, cc.created_date, cc.id;
