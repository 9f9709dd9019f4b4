/*
 * The demo's prospect with a call log (issue 44), as docs/sales.md describes it. Data only;
 * app/server/calls/demo-calls.server.ts writes it to a database.
 */

export const DEMO_CALL_LEAD = {
  reference: "DEMO-APPELS",
  firstName: "Sophie",
  lastName: "Lambert",
  email: "sophie.lambert@example.fr",
  phone: "+33611223344",
  product: "healthSenior",
} as const;

/** Past calls, in working days before the seed and Paris times; the last one schedules a call back. */
export const DEMO_CALLS = [
  { workingDaysAgo: 6, time: "10:40", outcome: "noAnswer", note: "" },
  { workingDaysAgo: 4, time: "15:10", outcome: "voicemail", note: "Message laissé sur le répondeur." },
  { workingDaysAgo: 1, time: "11:25", outcome: "callBack", note: "Préfère en parler avec son mari : rappeler." },
] as const;
