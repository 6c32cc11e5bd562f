-- Custom SQL: the ledger's board triggers run without JIT. Since migration 0048 the olympiad keys
-- of neuron_board_keys make the planner expect about 1.6 million board rows for any insert (a few
-- thousand in fact), which passes jit_above_cost: every award statement then compiled its plan
-- with LLVM first, about 2 s each on Postgres servers built with JIT (seeding the demo took 240-300
-- s instead of 23 s). These statements touch tens of rows; JIT never pays off for them.
ALTER FUNCTION neuron_rollup_insert() SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_rollup_delete() SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_olympiad_board_build(integer) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_board_olympiad_changed() SET jit = off;
--> statement-breakpoint
ALTER FUNCTION neuron_board_rebuild(integer) SET jit = off;
