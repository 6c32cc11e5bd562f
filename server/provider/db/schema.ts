// The provider's data model (spec 1 §3, spec 2 §3, spec 3 §3), one module per area under tables/.
// One table per entity; JSON columns only for open-ended bags (preferences, variants, social
// links) that the product reads whole. drizzle-kit reads this file (drizzle.config.ts).
export * from './tables/accounts';
export * from './tables/play';
export * from './tables/game';
export * from './tables/money';
export * from './tables/insight';
export * from './tables/forums';
export * from './tables/tournaments';
export * from './tables/sharing';
export * from './tables/admin';
export * from './tables/social';
export * from './tables/organizations';
export * from './tables/teams';
export * from './tables/media';
export * from './tables/idea-notes';
