CREATE TABLE "neuron_board" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"scope" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer NOT NULL,
	"points" numeric(14, 3) NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "neuron_board_period_period_start_scope_role_user_id_pk" PRIMARY KEY("period","period_start","scope","role","user_id")
);
--> statement-breakpoint
CREATE TABLE "neuron_totals" (
	"user_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"role" text NOT NULL,
	"points" numeric(14, 3) NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "neuron_totals_user_id_platform_id_role_pk" PRIMARY KEY("user_id","platform_id","role")
);
--> statement-breakpoint
ALTER TABLE "point_events" ALTER COLUMN "points" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
CREATE INDEX "neuron_board_rank" ON "neuron_board" USING btree ("period","period_start","scope","role","points" desc,"sort_name","user_id") WHERE "neuron_board"."points" > 0;--> statement-breakpoint
CREATE INDEX "neuron_board_user" ON "neuron_board" USING btree ("user_id");