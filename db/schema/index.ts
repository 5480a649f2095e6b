export * from "./reference";
export * from "./platform";
export * from "./grades";
export * from "./documents";
export * from "./outbox";
export * from "./registry";
export * from "./notifications";
export * from "./interactions";
export * from "./pdf";
export * from "./instances";

