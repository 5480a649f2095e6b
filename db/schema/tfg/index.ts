export * from "./areas";
export * from "./terms";
export * from "./allocations";
export * from "./requests";
export * from "./defenses";
