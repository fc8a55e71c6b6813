export declare const PLATFORM_ENTRY: string;
export declare const WEB_ENTRY: string;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; headers?: Record<string, string> }): Promise<void>;
export interface Stack {
  webPort: number;
  platformPort: number;
  platformOrigin: string;
  webOrigin(code?: string): string;
  stopPlatform(): Promise<void>;
  startPlatform(): Promise<void>;
  stop(): Promise<void>;
}
export declare function startStack(options?: {
  webPort?: number;
  platformPort?: number;
  env?: Record<string, string>;
  platformEnv?: Record<string, string>;
  quiet?: boolean;
  freshDb?: boolean;
}): Promise<Stack>;
