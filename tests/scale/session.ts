// What the scale and fault tests share: the topology's state (written by global-setup.ts), a
// sign-in through the load balancer that returns the session's cookie, and the open challenges.
import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectSignedIn } from '../e2e/helpers';
import { direct, ROOT, STATE_FILE, WEB_PORTS } from './topology';

export const state = () =>
  JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
    databaseUrl: string;
    processes: { label: string; pid: number; port: number; log: string }[];
  };

export async function signIn(page: Page, email: string): Promise<string> {
  await page.goto(`http://${ROOT}/`);
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/accounts\/gateway/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('nervus-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedIn(page);
  const cookies = await page.context().cookies(`http://${ROOT}/`);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The main community's open challenges, as the home links them. */
export async function challengePaths(): Promise<string[]> {
  const home = await direct(WEB_PORTS[0], '/');
  return [...new Set([...home.body.matchAll(/href="(\/challenges\/[a-z0-9-]+)"/g)].map((m) => m[1]))].filter(
    (p) => !/\/challenges\/(create|test-idea)$/.test(p),
  );
}
