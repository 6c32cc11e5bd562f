CREATE TABLE "neuron_board_score" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"scope" integer NOT NULL,
	"role" text NOT NULL,
	"facet" text NOT NULL,
	"points" numeric(14, 3) NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "neuron_board_score_period_period_start_scope_role_facet_points_pk" PRIMARY KEY("period","period_start","scope","role","facet","points")
);
--> statement-breakpoint
DROP INDEX "neuron_board_rank";--> statement-breakpoint
ALTER TABLE "neuron_board" ADD COLUMN "facet" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "neuron_board" DROP CONSTRAINT "neuron_board_period_period_start_scope_role_user_id_pk";--> statement-breakpoint
ALTER TABLE "neuron_board" ADD CONSTRAINT "neuron_board_period_period_start_scope_role_facet_user_id_pk" PRIMARY KEY("period","period_start","scope","role","facet","user_id");--> statement-breakpoint
CREATE INDEX "point_events_context" ON "point_events" USING btree ("context_type","context_id");--> statement-breakpoint
CREATE INDEX "neuron_board_rank" ON "neuron_board" USING btree ("period","period_start","scope","role","facet","points" desc,"sort_name","user_id") WHERE "neuron_board"."points" > 0;