import type { KnowledgeTopic } from "../knowledge";

/** A glossary entry as written: a knowledge topic without the flag, which the glossary's index sets. */
export type GlossaryTerm = Omit<KnowledgeTopic, "glossary" | "offersCallback">;
