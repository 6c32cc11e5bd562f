CREATE TABLE "range_board_rows" (
	"board_id" integer NOT NULL,
	"position" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" numeric(14, 3) NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "range_board_rows_board_id_position_pk" PRIMARY KEY("board_id","position")
);
--> statement-breakpoint
CREATE TABLE "range_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" integer NOT NULL,
	"role" text NOT NULL,
	"facet" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stale" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "range_board_rows_user" ON "range_board_rows" USING btree ("board_id","user_id");--> statement-breakpoint
CREATE INDEX "range_boards_key" ON "range_boards" USING btree ("scope","role","facet","start_time","end_time");