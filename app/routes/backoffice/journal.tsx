import { data } from "react-router";
import {
  journalActions,
  journalActors,
  readJournal,
  readJournalFilters,
} from "~/features/backoffice-access/journal.server";
import { JournalScreen } from "~/features/backoffice-access/journal-screen";
import { JOURNAL_SCREEN } from "~/features/backoffice-access/screens";
import { needTexts } from "~/i18n/need-texts";
import { requireStaff } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import type { Route } from "./+types/journal";

// The details say statuses, topics and outcomes in words: their vocabularies (journal-details.ts).
await needTexts("leads", "deliveries", "requests", "handling", "complaints", "contracts");

// Journal: the staff audit log, admins only (JOURNAL_SCREEN.role: an adviser gets 403).
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, JOURNAL_SCREEN.role);
  const parsed = readJournalFilters(new URL(request.url));
  if (!parsed.success) throw data({ error: "Invalid filters." }, { status: 400 });
  const db = await getDb();
  const [journal, actions, actors] = await Promise.all([
    readJournal(db, parsed.data),
    journalActions(db),
    journalActors(db),
  ]);
  const { page, ...filters } = parsed.data;
  return { view: { ...journal, page, actions, actors, filters } };
}

export const meta: Route.MetaFunction = () => [{ title: "Journal — back office" }];

export default function JournalPage({ loaderData }: Route.ComponentProps) {
  return <JournalScreen view={loaderData.view} />;
}
