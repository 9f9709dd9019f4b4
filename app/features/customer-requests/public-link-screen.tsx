import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { PublicLinkPage } from "./public-links.server";
import { RequestCard } from "./request-ui";

/**
 * The page a confirmation link opens: the question and its buttons while the link waits, then
 * what became of it. A cancellation's link also offers "ce n'est pas moi" (first, when the
 * e-mail's second link opened it).
 */
export function PublicLinkScreen({ page }: { page: PublicLinkPage }) {
  const t = useT();
  const k = (key: string) => t(`complaints.links.${page.purpose}.${key}`, page.params);
  const refuse = page.purpose === "cancellation" && (
    <Form method="post" key="refuse">
      <input type="hidden" name="jeton" value={page.token ?? ""} />
      <Button type="submit" name="intent" value="refuse" variant={page.disown ? "primary" : "outline"}>
        {k("refuse")}
      </Button>
    </Form>
  );
  const confirm = (
    <Form method="post" key="confirm">
      <input type="hidden" name="jeton" value={page.token ?? ""} />
      <Button type="submit" name="intent" value="confirm" variant={page.disown ? "outline" : "primary"}>
        {k("confirm")}
      </Button>
    </Form>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <h1 className="text-3xl sm:text-4xl">{k("title")}</h1>
      <div className="mt-8">
        {page.state === "pending" ? (
          <RequestCard>
            <p className="text-lg">{k("question")}</p>
            {page.disown && <p className="mt-3 font-semibold">{k("disownLead")}</p>}
            <div className="mt-6 flex flex-wrap gap-3">{page.disown ? [refuse, confirm] : [confirm, refuse]}</div>
          </RequestCard>
        ) : (
          <Notice tone={page.state === "confirmed" || page.state === "refused" ? "success" : "info"} id="link-outcome">
            <p className="text-base">{t(`complaints.links.outcomes.${page.purpose}.${page.state}`)}</p>
          </Notice>
        )}
      </div>
    </section>
  );
}
