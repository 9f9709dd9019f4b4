import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { staffNewSignaturePath } from "~/paths/backoffice";
import { Button, buttonClasses } from "~/ui/button";
import { Section } from "./customer-forms";
import type { StaffSignatureItem } from "./signature-requests.server";

const cell = "border-b border-line px-3 py-2 text-left align-top";

/** The customer page's documents sent for signature: their state, PDFs (audited), and withdrawal. */
export function SignatureSection({ customerId, items }: { customerId: string; items: StaffSignatureItem[] }) {
  const t = useT();
  return (
    <Section folded={false} id="signatures" title={t("signatures.staff.section")}>
      <Link to={staffNewSignaturePath(customerId)} className={buttonClasses("outline")}>
        {t("signatures.staff.send")}
      </Link>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t("signatures.staff.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid="staff-signature">
                  <td className={cell}>
                    <span className="font-semibold">{item.title}</span>
                    <br />
                    {item.sentAt}
                  </td>
                  <td className={cell}>
                    {t(`signatures.status.${item.status}`)}
                    <br />
                    {item.status === "pending" ? t("signatures.staff.until", { date: item.until }) : item.endedAt}
                  </td>
                  <td className={cell}>
                    <a href={item.documentHref} className="underline">
                      {t("signatures.staff.original")}
                    </a>
                    {item.signedHref && (
                      <>
                        <br />
                        <a href={item.signedHref} className="underline">
                          {t("signatures.staff.signedPdf")}
                        </a>
                      </>
                    )}
                  </td>
                  <td className={cell}>
                    {item.status === "pending" && (
                      <Form method="post" action={item.actionHref}>
                        <input type="hidden" name="intent" value="withdraw" />
                        <Button type="submit" variant="ghost" size="compact">
                          {t("signatures.staff.withdraw")}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
