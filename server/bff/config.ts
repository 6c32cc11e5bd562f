import 'server-only';
// The web process's typed configuration for server code (server/bff/web-config.ts holds the schema).
export { webConfig, type WebConfig } from './web-config';
