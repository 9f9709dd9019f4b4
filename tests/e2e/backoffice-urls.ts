/**
 * Every back-office address and form action, for the authorization probe
 * (backoffice-authorization.spec.ts): anonymous visitors and customers must get the staff sign-in
 * screen or a 4xx, never data; advisers must get 403 on admin-only ones. Add each new back-office
 * URL or action here (the "leads" screens too). `marker` is a text only a granted page shows.
 */
export type BackOfficeProbe = {
  method: "GET" | "POST";
  path: string;
  /** Admin only: an adviser gets 403. */
  admin?: boolean;
  /** Form fields for a POST (any plausible values: the guard must refuse before they are read). */
  form?: Record<string, string>;
};

export const BACKOFFICE_PROBES: BackOfficeProbe[] = [
  { method: "GET", path: "/backoffice" },
  { method: "GET", path: "/backoffice/equipe", admin: true },
  {
    method: "POST",
    path: "/backoffice/equipe",
    admin: true,
    form: { intent: "invite", name: "Intrus", email: "intrus@example.fr", role: "admin" },
  },
  {
    method: "POST",
    path: "/backoffice/equipe",
    admin: true,
    form: { intent: "deactivate", staffId: "00000000-0000-0000-0000-000000000000" },
  },
  { method: "GET", path: "/backoffice/journal", admin: true },
  { method: "GET", path: "/backoffice/journal?action=staff.sign-in&page=1", admin: true },
];
