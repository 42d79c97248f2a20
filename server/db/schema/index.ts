export * from "./identity";
export * from "./jobs";
export * from "./companies";
export * from "./roles";
export * from "./audit";
export * from "./notifications";
export * from "./health";
export * from "./knowledge";
