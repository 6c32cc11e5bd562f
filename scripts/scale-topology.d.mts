// Types of scale-topology.mjs for the scale test (tests/scale/global-setup.ts).
import type { ChildProcess } from 'node:child_process';

export interface TopologyProcess {
  role: 'web' | 'provider';
  label: string;
  port: number;
  child: ChildProcess;
  log: string | null;
}

export interface Topology {
  processes: TopologyProcess[];
  stop(): Promise<void>;
  startProvider(index: number): TopologyProcess;
  startWeb(index: number): TopologyProcess;
  rootDomain: string;
  nginxConf: string;
}

export const root: string;
export function ensureNginx(): string;
export function ensureDatabase(url: string): Promise<void>;
export function startTopology(options: {
  webPort: number;
  providerPort: number;
  webPorts: number[];
  providerPorts: number[];
  databaseUrl: string;
  redisUrl: string;
  redisPrefix?: string;
  rootDomain?: string;
  accountsHost?: string;
  logDir?: string;
  env?: Record<string, string>;
}): Promise<Topology>;
