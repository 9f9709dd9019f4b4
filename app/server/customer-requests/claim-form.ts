import { isCalendarDay } from "~/forms/calendar-day";
import type { FormInput } from "~/forms/form-reader";
import { LINE_MAX, TEXT_MAX } from "~/server/limits";
import {
  type Checked,
  CLAIM_KINDS,
  type ClaimLine,
  type FieldErrors,
  fileProblem,
  filesProblem,
  oneOf,
} from "./request-forms";

/** Who else is involved in a claim: the spec asks for a joint report (constat amiable) on a vehicle. */
export type ThirdPartyValues = { name: string; insurer: string; plate: string; jointReport: boolean };

export type ClaimValues = {
  eventDate: string;
  place: string;
  kind: string;
  description: string;
  thirdParty: boolean;
  /** Present when a third party is involved. */
  thirdPartyInfo: ThirdPartyValues | null;
  files: File[];
  /** The joint report's scan, when one was made and attached. */
  jointReportFile: File | null;
};

/** A French registration (AB-123-CD, or the older 123 ABC 45) or a foreign one: letters, digits, dashes. */
const PLATE = /^(?=.*[A-Z0-9])[A-Z0-9][A-Z0-9 -]{1,13}[A-Z0-9]$/i;

/**
 * The third party's fields, read only when "Tiers : Oui": a name, an insurer (optional), a
 * plate for a vehicle (optional, well-formed), whether a joint report was made, and its scan.
 */
async function checkThirdParty(input: FormInput, line: ClaimLine, errors: FieldErrors) {
  const echo = {
    thirdPartyName: (input.line("thirdPartyName") ?? "").trim().slice(0, LINE_MAX + 10),
    thirdPartyInsurer: (input.line("thirdPartyInsurer") ?? "").trim().slice(0, LINE_MAX + 10),
    thirdPartyPlate: line === "vehicle" ? (input.line("thirdPartyPlate") ?? "").trim().slice(0, 20) : "",
    jointReport: line === "vehicle" ? (input.line("jointReport") ?? "") : "no",
  };
  if (echo.thirdPartyName.length < 2 || echo.thirdPartyName.length > LINE_MAX)
    errors.thirdPartyName = "requests.claimThirdParty.errors.name";
  if (echo.thirdPartyInsurer.length > LINE_MAX) errors.thirdPartyInsurer = "requests.claimThirdParty.errors.insurer";
  if (echo.thirdPartyPlate !== "" && !PLATE.test(echo.thirdPartyPlate))
    errors.thirdPartyPlate = "requests.claimThirdParty.errors.plate";
  if (echo.jointReport !== "yes" && echo.jointReport !== "no")
    errors.jointReport = "requests.claimThirdParty.errors.jointReport";
  const scan = echo.jointReport === "yes" ? input.file("jointReportFile") : null;
  const problem = scan && (await fileProblem(scan));
  if (problem) errors.jointReportFile = problem;
  const info: ThirdPartyValues = {
    name: echo.thirdPartyName,
    insurer: echo.thirdPartyInsurer,
    plate: echo.thirdPartyPlate.toUpperCase(),
    jointReport: echo.jointReport === "yes",
  };
  return { echo, info, scan };
}

/** "Déclarer un sinistre": when, where, what (a kind the line offers), a third party, up to five files. */
export async function checkClaim(
  input: FormInput,
  line: ClaimLine,
  today: string,
): Promise<Checked<ClaimValues> & { echo: Record<string, string> }> {
  const eventDate = (input.line("eventDate") ?? "").trim();
  const echo = {
    eventDate: eventDate.slice(0, 10),
    place: (input.line("place") ?? "").trim().slice(0, LINE_MAX + 10),
    kind: input.line("kind") ?? "",
    description: (input.lines("description") ?? "").trim().slice(0, TEXT_MAX + 10),
    thirdParty: input.line("thirdParty") ?? "",
  };
  const errors: FieldErrors = {};
  if (!isCalendarDay(eventDate)) errors.eventDate = "requests.claim.errors.eventDate";
  else if (echo.eventDate > today) errors.eventDate = "requests.claim.errors.eventDateFuture";
  if (echo.place === "") errors.place = "requests.claim.errors.place";
  else if (echo.place.length > LINE_MAX) errors.place = "requests.errors.tooLong";
  const kind = oneOf<string>(CLAIM_KINDS[line], echo.kind);
  if (!kind) errors.kind = "requests.claim.errors.kind";
  if (echo.description === "") errors.description = "requests.claim.errors.description";
  else if (echo.description.length > TEXT_MAX) errors.description = "requests.errors.tooLong";
  if (echo.thirdParty !== "yes" && echo.thirdParty !== "no") errors.thirdParty = "requests.claim.errors.thirdParty";
  const third = echo.thirdParty === "yes" ? await checkThirdParty(input, line, errors) : null;
  const files = input.files("files");
  const filesError = await filesProblem(files);
  if (filesError) errors.files = filesError;
  const echoed = { ...echo, ...third?.echo };
  if (Object.keys(errors).length > 0 || !kind) return { ok: false, errors, echo: echoed };
  return {
    ok: true,
    values: {
      ...echo,
      kind,
      thirdParty: third !== null,
      thirdPartyInfo: third?.info ?? null,
      files,
      jointReportFile: third?.scan ?? null,
    },
    echo: echoed,
  };
}
