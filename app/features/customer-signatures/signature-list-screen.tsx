import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { AreaPage } from "~/ui/area-page";
import { Badge, Card } from "~/ui/card";
import { Notice } from "~/ui/notice";
import type { SignatureItem } from "./signatures-page.server";

function Item({ item }: { item: SignatureItem }) {
  const t = useT();
  const status = t(`signatures.status.${item.status}`);
  return (
    <li>
      <Link
        to={item.href}
        className="flex min-h-11 flex-col gap-1 rounded-control border border-line bg-surface px-4 py-3 hover:border-ink focus-visible:outline-2"
        data-testid="signature-item"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{item.title}</span>
          <Badge>{status}</Badge>
        </span>
        <span className="text-sm text-ink-soft">
          {item.status === "pending"
            ? t("signatures.list.until", { date: item.until })
            : t("signatures.list.endedOn", { status, date: item.endedAt ?? item.until })}
        </span>
      </Link>
    </li>
  );
}

/** "Mes signatures": what waits for the customer first, then what was signed, declined, expired or withdrawn. */
export function SignatureListScreen({ pending, others }: { pending: SignatureItem[]; others: SignatureItem[] }) {
  const t = useT();
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("area.contract.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("signatures.list.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("signatures.list.intro")}</p>
      <Notice tone="info" className="mt-4 font-normal">
        {t("signatures.simpleSignature")}
      </Notice>
      <Card className="mt-6">
        <h2 className="text-xl">{t("signatures.status.pending")}</h2>
        {pending.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t("signatures.list.empty")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {pending.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
      {others.length > 0 && (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t("signatures.list.title")}>
          {others.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ul>
      )}
    </AreaPage>
  );
}
