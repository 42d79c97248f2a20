CREATE TABLE "billing_accounts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"balance_kop" bigint NOT NULL,
	"storage_gb" integer NOT NULL,
	"suspended_at" timestamp with time zone,
	"opened_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_accounts_balance" CHECK ("billing_accounts"."balance_kop" >= 0),
	CONSTRAINT "billing_accounts_storage" CHECK ("billing_accounts"."storage_gb" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "billing_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"balance_after_kop" bigint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_ledger_balance_after" CHECK ("billing_ledger"."balance_after_kop" >= 0),
	CONSTRAINT "billing_ledger_sign" CHECK (case "billing_ledger"."kind" when 'DAILY' then "billing_ledger"."amount_kop" <= 0 when 'TOP_UP' then "billing_ledger"."amount_kop" > 0 when 'INITIAL' then "billing_ledger"."amount_kop" >= 0 else "billing_ledger"."amount_kop" = 0 end),
	CONSTRAINT "billing_ledger_payment" CHECK (("billing_ledger"."kind" in ('INVOICE', 'TOP_UP')) = ("billing_ledger"."payment_id" is not null)),
	CONSTRAINT "billing_ledger_period" CHECK ("billing_ledger"."period_end" >= "billing_ledger"."period_start")
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"provider" text NOT NULL,
	"period" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_payment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "billing_payments_amount" CHECK ("billing_payments"."amount_kop" > 0),
	CONSTRAINT "billing_payments_settled" CHECK (("billing_payments"."status" = 'PENDING') = ("billing_payments"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "billing_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valid_from" date NOT NULL,
	"role_day_kop" bigint NOT NULL,
	"storage_gb_day_kop" bigint NOT NULL,
	"initial_kop" bigint NOT NULL,
	"default_storage_gb" integer NOT NULL,
	CONSTRAINT "billing_tariffs_prices" CHECK ("billing_tariffs"."role_day_kop" >= 0 and "billing_tariffs"."storage_gb_day_kop" >= 0 and "billing_tariffs"."initial_kop" >= 0 and "billing_tariffs"."default_storage_gb" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_ledger" ADD CONSTRAINT "billing_ledger_company_id_billing_accounts_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."billing_accounts"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_company_id_billing_accounts_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."billing_accounts"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_once" ON "billing_ledger" USING btree ("company_id","kind","key");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_one_charge_a_day" ON "billing_ledger" USING btree ("company_id","key") WHERE "billing_ledger"."kind" in ('DAILY', 'FAILED');--> statement-breakpoint
CREATE UNIQUE INDEX "billing_ledger_one_top_up" ON "billing_ledger" USING btree ("payment_id") WHERE "billing_ledger"."kind" = 'TOP_UP';--> statement-breakpoint
CREATE INDEX "billing_ledger_history" ON "billing_ledger" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "billing_payments_company_idx" ON "billing_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_tariffs_valid_from" ON "billing_tariffs" USING btree ("valid_from");--> statement-breakpoint
-- hand-written
-- The default tariff (decision 0024): 5.00 UAH a held role a day, 0.10 UAH a storage gigabyte a
-- day, 300.00 UAH to open with, 10 GB to start with. A newer row with a later valid_from changes prices.
INSERT INTO "billing_tariffs" ("valid_from", "role_day_kop", "storage_gb_day_kop", "initial_kop", "default_storage_gb")
  VALUES ('2020-01-01', 500, 10, 30000, 10);
--> statement-breakpoint
-- The ledger is history: appended to, never changed (deleted only with its company).
CREATE FUNCTION "billing_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'billing_ledger is append-only' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "billing_ledger_append_only" BEFORE UPDATE ON "billing_ledger"
  FOR EACH ROW EXECUTE FUNCTION "billing_ledger_append_only"();
--> statement-breakpoint
-- The balance is the sum of the ledger, checked at commit for every account a transaction touched
-- (its balance changed, or a ledger row was added): a balance moved without its row, or a row
-- added without moving the balance, fails the whole transaction.
CREATE FUNCTION "billing_balance_matches_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept bigint;
  summed bigint;
BEGIN
  SELECT "balance_kop" INTO kept FROM "billing_accounts" WHERE "company_id" = NEW."company_id";
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum("amount_kop"), 0) INTO summed FROM "billing_ledger" WHERE "company_id" = NEW."company_id";
  IF kept <> summed THEN
    RAISE EXCEPTION 'billing balance % is not the sum of its ledger %', kept, summed USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_ledger_balance_is_ledger" AFTER INSERT ON "billing_ledger"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_balance_matches_ledger"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "billing_accounts_balance_is_ledger" AFTER INSERT OR UPDATE OF "balance_kop" ON "billing_accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "billing_balance_matches_ledger"();
