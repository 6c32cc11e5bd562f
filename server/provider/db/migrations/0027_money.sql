CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "fundings" (
	"id" serial PRIMARY KEY NOT NULL,
	"patron_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"recurrence" text NOT NULL,
	"status" text NOT NULL,
	"next_charge_at" timestamp with time zone,
	"charges" integer DEFAULT 0 NOT NULL,
	"stopped_reason" text,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundings_amount_minimum" CHECK ("fundings"."amount_cents" >= 100)
);
--> statement-breakpoint
CREATE TABLE "money_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_accounts_kind" CHECK ("money_accounts"."kind" in ('wallet','escrow','prize_pool','pool','payouts','revenue','external')),
	CONSTRAINT "money_accounts_balance_not_negative" CHECK ("money_accounts"."kind" = 'external' or "money_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"shadow_admin_id" integer,
	"action" text NOT NULL,
	"status" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_not_zero" CHECK ("money_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "money_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"actor_user_id" integer,
	"shadow_admin_id" integer,
	"sandbox" boolean DEFAULT false NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reference" text,
	"note" text,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_requests_amount_positive" CHECK ("payout_requests"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "prize_awards" ADD COLUMN "payable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_patron_id_users_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_accounts" ADD CONSTRAINT "money_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_transaction_id_money_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."money_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_account_id_money_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."money_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_external" ON "deposits" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request" ON "deposits" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "deposits_user" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "fundings_patron" ON "fundings" USING btree ("patron_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_request" ON "fundings" USING btree ("patron_id","request_key");--> statement-breakpoint
CREATE INDEX "fundings_due" ON "fundings" USING btree ("next_charge_at") WHERE "fundings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "money_accounts_kind_key" ON "money_accounts" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "money_audit_user" ON "money_audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "money_entries_account" ON "money_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "money_entries_transaction" ON "money_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_transactions_idempotency" ON "money_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "money_transactions_reference" ON "money_transactions" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "payout_requests_status" ON "payout_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payout_requests_user" ON "payout_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_requests_request" ON "payout_requests" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "prize_awards_due" ON "prize_awards" USING btree ("payable_at") WHERE "prize_awards"."paid_at" is null and "prize_awards"."declined_at" is null;