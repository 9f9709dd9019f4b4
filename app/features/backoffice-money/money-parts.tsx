import type { ReactNode } from "react";
import { useT } from "~/i18n/react";
import type { MoneyResult } from "./money.server";

/** An action's answer: good news as a status, a refusal as an alert, with the lines it names. */
export function ResultNotice({ result }: { result?: MoneyResult }) {
  const t = useT();
  if (!result) return null;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`rounded-card border p-4 ${result.ok ? "border-success bg-success-soft" : "border-error bg-error-soft"}`}
    >
      <p>{t(result.message, result.params)}</p>
      {result.details && result.details.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {result.details.map((detail) => (
            <li key={detail}>{detailText(detail, t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "unknown:a, b", "problem:<kind>:<line>[:<cell>]" in words. */
function detailText(detail: string, t: ReturnType<typeof useT>) {
  const [kind, ...rest] = detail.split(":");
  if (kind === "unknown") return t("collections.rejects.unknown", { list: rest.join(":") });
  const [problem, line, ...cell] = rest;
  const namespace =
    ["badAmount", "badPeriod"].includes(problem ?? "") || cell.length > 0
      ? "commissions.import"
      : "collections.rejects";
  return t(`${namespace}.problem.${problem}`, { line: line ?? "", cell: cell.join(":") });
}

/** A table in the back office's style, with its caption for screen readers. */
export function MoneyTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const cell = "px-4 py-3";

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-dashed border-line p-6 text-center text-muted">{children}</p>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      {children}
    </section>
  );
}
