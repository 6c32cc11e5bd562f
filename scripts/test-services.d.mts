// Types of test-services.mjs for the benches (tests/bench/scale.ts).
export type Found = { url: string; how: string; skip?: undefined } | { skip: string; url?: undefined };

export function which(name: string): string | undefined;
export function installFromDebian(pkg: string): boolean;
export function listening(host: string, port: number, timeoutMs?: number): Promise<boolean>;
export function chromium(options?: { install?: boolean }): { path: string; installed?: true } | { missing: string };
export function postgres(options?: { start?: boolean }): Promise<Found>;
export function redis(options?: { start?: boolean }): Promise<Found>;
