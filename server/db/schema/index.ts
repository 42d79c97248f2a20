export * from "./identity";
export * from "./jobs";
