export declare const SOURCE_ONLY: readonly string[];
export declare const runsBuiltCode: (path: string) => boolean;
export declare function builtCodeLast<T>(files: T[], pathOf: (f: T) => string): T[];
