/**
 * Writes a register file in the DG Trésor's shape ("Registre national des gels", JSON): the demo's
 * small register and the tests' build theirs with it, so both read as the published file does.
 */
export type RegisterPerson = {
  registryId: number;
  nature?: "Personne physique" | "Personne morale" | "Navire";
  lastName: string;
  firstNames?: string[];
  aliases?: string[];
  /** "YYYY-MM-DD", "YYYY-MM" or "YYYY": the register often knows only the year. */
  birthDates?: string[];
};

function birthDateValue(date: string) {
  const [year, month, day] = date.split("-");
  return { ...(day ? { Jour: day } : {}), ...(month ? { Mois: month } : {}), Annee: year, Commentaire: "" };
}

export function registerJson(publishedAt: string, people: RegisterPerson[]) {
  return JSON.stringify({
    Publications: {
      DatePublication: publishedAt,
      PublicationDetail: people.map((person) => ({
        IdRegistre: person.registryId,
        Nature: person.nature ?? "Personne physique",
        Nom: person.lastName,
        RegistreDetail: [
          ...(person.firstNames?.length
            ? [{ TypeChamp: "PRENOM", Valeur: person.firstNames.map((Prenom) => ({ Prenom })) }]
            : []),
          ...(person.birthDates?.length
            ? [{ TypeChamp: "DATE_DE_NAISSANCE", Valeur: person.birthDates.map(birthDateValue) }]
            : []),
          ...(person.aliases?.length
            ? [{ TypeChamp: "ALIAS", Valeur: person.aliases.map((Alias) => ({ Alias, Commentaire: "" })) }]
            : []),
          { TypeChamp: "NATIONALITE", Valeur: [{ Pays: "Pays fictif" }] },
          {
            TypeChamp: "FONDEMENT_JURIDIQUE",
            Valeur: [{ FondementJuridique: 1, FondementJuridiqueLabel: "Arrêté fictif de démonstration" }],
          },
        ],
      })),
    },
  });
}
