export declare const CHROME_ARGS: string[];
export declare function findChrome(): string;
