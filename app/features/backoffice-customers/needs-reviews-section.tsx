import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { inboxRequestPath } from "~/paths/backoffice";
import { reviewQuestionnaire } from "~/server/needs-review/review-questionnaires";
import { type NeedsQuestionnaireId, needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import { Empty, Section } from "./customer-forms";

export type StaffNeedsReview = {
  id: string;
  reference: string;
  questionnaire: NeedsQuestionnaireId;
  anniversary: string;
  invitedAt: string;
  answeredAt: string | null;
  answers: Record<string, string | string[]> | null;
  known: Record<string, string | string[]> | null;
  changed: string[] | null;
  requestId: string | null;
};

/**
 * The needs the customer confirmed before their renewals (ACPR 2024-R-03), newest first: each
 * question's answer, what was known before where it changed, and the request opened for the adviser.
 */
export function NeedsReviewsSection({ items }: { items: StaffNeedsReview[] }) {
  const t = useT();
  const words = (
    field: ReturnType<typeof reviewQuestionnaire>["fields"][number],
    value: string | string[] | undefined,
  ) =>
    [value ?? []]
      .flat()
      .map((one) =>
        "options" in field ? t(field.options.find((option) => option.value === one)?.labelKey ?? one) : one,
      )
      .join(", ") || "—";
  return (
    <Section folded id="needs-reviews" title={t("needs-review.staff.title")}>
      {items.length === 0 ? (
        <Empty>{t("needs-review.staff.none")}</Empty>
      ) : (
        <ul className="grid gap-4" data-testid="needs-reviews">
          {items.map((item) => {
            const { fields } = reviewQuestionnaire(needsQuestionnaire(item.questionnaire).line);
            return (
              <li key={item.id} className="rounded-control border border-line p-3 text-sm">
                <p className="font-semibold">
                  {item.reference} ·{" "}
                  {t("needs-review.staff.invited", { date: item.invitedAt, anniversary: item.anniversary })}
                </p>
                {item.answeredAt && item.answers ? (
                  <>
                    <p className="mt-1 text-ink-soft">
                      {t("needs-review.staff.answeredAt", { date: item.answeredAt })} ·{" "}
                      {item.requestId ? (
                        <Link className="underline" to={inboxRequestPath(item.requestId)}>
                          {t("needs-review.staff.changed")}
                        </Link>
                      ) : (
                        t("needs-review.staff.unchanged")
                      )}
                    </p>
                    <dl className="mt-2 grid gap-1">
                      {fields.map((field) => (
                        <div key={field.name} className="flex flex-wrap gap-x-2">
                          <dt className="text-ink-soft">{t(field.labelKey)}</dt>
                          <dd className={item.changed?.includes(field.name) ? "font-semibold" : undefined}>
                            {words(field, item.answers?.[field.name])}
                            {item.changed?.includes(field.name) && item.known?.[field.name] !== undefined && (
                              <span className="ml-2 font-normal text-ink-soft">
                                ({t("needs-review.staff.before", { value: words(field, item.known?.[field.name]) })})
                              </span>
                            )}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : (
                  <p className="mt-1 text-ink-soft">{t("needs-review.staff.awaiting")}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
