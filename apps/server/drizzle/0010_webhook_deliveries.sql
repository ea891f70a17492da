-- One webhooks module owns outbound deliveries and their attempts (decision 006). The lead deliveries and
-- the listing requests' hand-off state move into its tables, keeping their ids: a delivery's id is the
-- X-Roost-Delivery header of its retries, and the jobs queued before this migration name these ids.
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"ok" boolean NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"event" text NOT NULL,
	"request" jsonb NOT NULL,
	"summary" text NOT NULL,
	"person" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_target_uq" UNIQUE("kind","subject_id","channel","target")
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
-- Lead deliveries, with what each sends rebuilt as the site module builds it (service/create-lead.ts and
-- lead-mail.ts): the lead as JSON to a webhook, the lead mail to the inbox.
INSERT INTO "webhook_deliveries" ("id", "kind", "subject_id", "channel", "target", "event", "request", "summary", "person", "status", "attempts", "last_status_code", "last_error", "delivered_at", "created_at", "updated_at")
SELECT d."id", 'lead', l."id"::text, d."channel", d."target", 'lead.created',
	CASE WHEN d."channel" = 'webhook'
		THEN jsonb_build_object('kind', 'post-json', 'body', json_build_object('event', 'lead.created', 'lead', json_build_object(
			'id', l."id", 'type', l."type", 'name', l."name", 'email', l."email", 'phone', l."phone", 'message', l."message",
			'addressId', l."address_id", 'address', l."address", 'estimatedValue', l."estimated_value",
			'loanBalance', l."loan_balance", 'dreamRate', l."dream_rate",
			'createdDate', to_char(l."created_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text)
		ELSE jsonb_build_object('kind', 'mail',
			'subject', 'New ' || l."type" || ' lead from ' || coalesce(l."name", l."email", l."phone", 'someone'),
			'text', 'A new lead arrived on Roost.' || E'\n\n' || mail."text",
			'html', '<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif">' || E'\n'
				|| '<p>A new lead arrived on Roost.</p>' || E'\n' || '<table cellpadding="4">' || mail."rows" || '</table></body></html>')
	END,
	l."type", l."email", d."status", d."attempts",
	(SELECT a."status_code" FROM "lead_delivery_attempts" a WHERE a."delivery_id" = d."id" ORDER BY a."attempt" DESC LIMIT 1),
	d."last_error", d."delivered_at", d."created_at", d."updated_at"
FROM "lead_deliveries" d
JOIN "leads" l ON l."id" = d."lead_id"
CROSS JOIN LATERAL (
	SELECT string_agg(field."label" || ': ' || field."value", E'\n' ORDER BY field."position") AS "text",
		string_agg('<tr><th align="left">' || field."label" || '</th><td>'
			|| replace(replace(replace(replace(replace(field."value", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
			|| '</td></tr>', '' ORDER BY field."position") AS "rows"
	FROM (VALUES
		(1, 'Type', l."type"), (2, 'Name', l."name"), (3, 'Email', l."email"), (4, 'Phone', l."phone"),
		(5, 'Message', l."message"), (6, 'Address', l."address"), (7, 'Address id', l."address_id"),
		(8, 'Estimated value', l."estimated_value"::text), (9, 'Loan balance', l."loan_balance"::text),
		(10, 'Dream rate', l."dream_rate"::text),
		(11, 'Received', to_char(l."created_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
		(12, 'Lead id', l."id"::text)
	) AS field("position", "label", "value")
	WHERE field."value" IS NOT NULL AND field."value" <> ''
) AS mail;--> statement-breakpoint
INSERT INTO "webhook_attempts" ("id", "delivery_id", "attempt", "ok", "status_code", "error", "duration_ms", "attempted_at")
SELECT "id", "delivery_id", "attempt", "ok", "status_code", "error", "duration_ms", "attempted_at" FROM "lead_delivery_attempts";--> statement-breakpoint
-- Listing requests that were handed on ('not-configured' ones never were). The table kept no URL (it was
-- read when sending), so the target stays empty and such a delivery still goes to AUTOMATION_WEBHOOK_URL;
-- nor did it keep single attempts: their count and the last outcome move.
INSERT INTO "webhook_deliveries" ("id", "kind", "subject_id", "channel", "target", "event", "request", "summary", "person", "status", "attempts", "last_status_code", "last_error", "delivered_at", "created_at", "updated_at")
SELECT
	CASE WHEN r."id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN r."id"::uuid ELSE gen_random_uuid() END,
	'listing-request', r."id", 'webhook', '', 'listing.request',
	jsonb_build_object('kind', 'get-query', 'query', jsonb_build_array(
		jsonb_build_array('action', r."action"), jsonb_build_array('listingAgent', coalesce(r."listing_agent", '')),
		jsonb_build_array('address', r."address"), jsonb_build_array('zip', r."zip"), jsonb_build_array('name', r."name"),
		jsonb_build_array('phone', coalesce(r."phone", '')), jsonb_build_array('email', r."email"),
		jsonb_build_array('listingId', r."listing_id"), jsonb_build_array('mlsNumber', coalesce(r."mls_number", '')))),
	r."action" || ': ' || r."address" || ' ' || r."zip" || coalesce(' (agent ' || nullif(r."listing_agent", '') || ')', ''),
	r."name" || ' <' || r."email" || '>' || coalesce(' ' || nullif(r."phone", ''), ''),
	r."status", r."attempts", r."last_status_code", r."last_error", r."delivered_at", r."created_at",
	coalesce(r."delivered_at", r."created_at")
FROM "listing_requests" r
WHERE r."status" IN ('pending', 'delivered', 'failed');--> statement-breakpoint
DROP TABLE "lead_delivery_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "lead_deliveries" CASCADE;--> statement-breakpoint
ALTER TABLE "listing_requests" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "listing_requests" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "listing_requests" DROP COLUMN "last_status_code";--> statement-breakpoint
ALTER TABLE "listing_requests" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "listing_requests" DROP COLUMN "delivered_at";
