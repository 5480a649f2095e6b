export declare const apiServices: { prefix: string; module: string }[];
export declare const extraApiRewrites: { source: string; destination: string }[];
