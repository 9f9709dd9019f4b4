/** The list's filters in the address, shared by the loader and the screen: a recipient (part of it) and a page. */
export const RECIPIENT_PARAM = "destinataire";
export const PAGE_PARAM = "page";

export function devMailboxQuery(to: string, page: number) {
  const query = new URLSearchParams();
  if (to) query.set(RECIPIENT_PARAM, to);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
