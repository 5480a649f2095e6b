export const BUDGET_KB: number;
export const OVER_BUDGET_KB: Record<string, number>;
export function routeSizes(): { route: string; gzipBytes: number; rawBytes: number }[];
