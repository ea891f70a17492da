-- Per-address notification settings live on user_addresses only: move any saved in address_settings
-- there (new rows take the loan facts of the address's record), then drop the second store.
INSERT INTO "user_addresses" (
	"user_id", "address_id", "loan_amount", "loan_balance", "loan_type", "loan_date",
	"remove_mortgage_insurance", "property_increase", "property_increase_active",
	"property_cash", "property_cash_active", "property_equity", "property_equity_active", "created_date"
)
SELECT s."user_id", s."address_id", r."loan_amount", r."loan_balance", r."loan_type", r."loan_date",
	s."remove_mortgage_insurance", s."property_increase", s."property_increase_active",
	s."property_cash", s."property_cash_active", s."property_equity", s."property_equity_active", s."created_date"
FROM "address_settings" s
JOIN "users" u ON u."id" = s."user_id"
LEFT JOIN "address_records" r ON r."id" = s."address_id"
ON CONFLICT ("user_id", "address_id") DO UPDATE SET
	"remove_mortgage_insurance" = EXCLUDED."remove_mortgage_insurance",
	"property_increase" = EXCLUDED."property_increase",
	"property_increase_active" = EXCLUDED."property_increase_active",
	"property_cash" = EXCLUDED."property_cash",
	"property_cash_active" = EXCLUDED."property_cash_active",
	"property_equity" = EXCLUDED."property_equity",
	"property_equity_active" = EXCLUDED."property_equity_active";
--> statement-breakpoint
DROP TABLE "address_settings" CASCADE;
