// Every table, for the Drizzle client and drizzle-kit. Code imports the file of its concern.
export * from "./appointments";
export * from "./audit";
export * from "./auth";
export * from "./careers";
export * from "./chat";
export * from "./consent";
export * from "./contract-records";
export * from "./customer-area";
export * from "./customer-files";
export * from "./customer-requests";
export * from "./customers";
export * from "./jobs";
export * from "./lead-activity";
export * from "./leads";
export * from "./outbox";
export * from "./rate-limits";
export * from "./unanswered-questions";
