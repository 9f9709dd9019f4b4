declare module "@socialgouv/jours-feries" {
  /** France's public holidays of a year, by name, as local-midnight dates. */
  export default function getJoursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
