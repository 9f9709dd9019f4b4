import type { KnowledgeTopic } from "../knowledge";
import { BORROWER_TERMS } from "./borrower";
import { HEALTH_CONTRACT_TERMS } from "./health-contracts";
import { HEALTH_COST_TERMS } from "./health-costs";
import { RIGHTS_TERMS } from "./rights";
import { VEHICLE_TERMS } from "./vehicles";

/**
 * The words of French insurance a prospect or client meets, each explained plainly with what it
 * means for them and the page where it matters. Marked `glossary`, so that a question asking what
 * a word means is answered by its definition rather than by a product's pitch.
 */
export const GLOSSARY: KnowledgeTopic[] = [
  ...HEALTH_CONTRACT_TERMS,
  ...HEALTH_COST_TERMS,
  ...VEHICLE_TERMS,
  ...BORROWER_TERMS,
  ...RIGHTS_TERMS,
].map((term) => ({ ...term, glossary: true }));
