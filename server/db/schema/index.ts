export * from "./identity";
export * from "./health";
