declare module "virtual:islands-entry" {
  /** The islands' entry in the browser build (docs/decisions/0047). */
  export const islandsEntry: string;
  /** The chunks it imports, to preload. */
  export const islandsPreloads: readonly string[];
}
