export * from "./reference";
export * from "./platform";
