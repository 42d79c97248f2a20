export * from "./identity";
export * from "./jobs";
export * from "./knowledge";
