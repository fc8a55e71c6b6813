export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const PREREQUISITES: ReadonlyArray<{ pkg: string; present: () => boolean; for: string }>;
export declare function missingPackages(): ReadonlyArray<{ pkg: string; present: () => boolean; for: string }>;
