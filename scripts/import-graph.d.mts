export declare function importsOf(file: string): { static: string[]; dynamic: string[] };
export declare function graph(entry: string, options?: { dynamic?: boolean }): string[];
export declare function gzipSize(file: string): number;
