export const root: string;
export const SOURCES: string[];
export function isStale(output: string, sources?: string[]): boolean;
