export declare const PLATFORM_ENTRY: string;
export declare const WEB_ENTRY: string;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; headers?: Record<string, string>; signal?: AbortSignal }): Promise<void>;
export declare function platformSecrets(env?: Record<string, string | undefined>): { PLATFORM_ADMIN_TOKEN: string; PLATFORM_PREVIEW_TOKEN: string };

/** A service that stopped on its own; by then the stack has stopped the other one. */
export interface ServiceExit {
  name: 'platform' | 'web';
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Stack {
  webPort: number;
  platformPort: number;
  platformOrigin: string;
  /** `x-admin-token` of this stack's platform (random per start unless PLATFORM_ADMIN_TOKEN was given). */
  adminToken: string;
  /** `x-preview-token` of this stack's platform; the web app has it as PREVIEW_API_TOKEN. */
  previewToken: string;
  webOrigin(code?: string): string;
  /** Resolves when a service exits without stop()/stopPlatform(); never after stop(). */
  exited: Promise<ServiceExit>;
  /** The running services' process ids (what the benches read CPU time of). */
  pids(): number[];
  stopPlatform(): Promise<void>;
  startPlatform(): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  webPort?: number;
  platformPort?: number;
  /** The web app's environment (over the stack's own: PORT, SITES_LOCAL_PORT, REFERENCE_API_ORIGIN, PREVIEW_API_TOKEN…). */
  env?: Record<string, string>;
  /** The platform's environment (over the stack's own, tokens included). */
  platformEnv?: Record<string, string>;
  quiet?: boolean;
  freshDb?: boolean;
  /** Seed the tests' hostile-markup fixtures too (PLATFORM_TEST_FIXTURES=1); never for visitors. */
  testFixtures?: boolean;
  /** Metrics listeners on, as `npm start` has them (METRICS_PORT, PLATFORM_METRICS_PORT or their defaults); off (port 0) otherwise. */
  metrics?: boolean;
  /** Scripts run instead of the builds (tests of the stack itself). */
  entries?: { platform?: string; web?: string };
}

export declare function startStack(options?: StackOptions): Promise<Stack>;
