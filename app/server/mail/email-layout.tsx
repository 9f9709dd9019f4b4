import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Email-safe colours and fonts (inline: mail clients ignore style sheets). */
const INK = "#13203b";
const MUTED = "#4b5565";
const GOLD = "#7d5f26";
const PAPER = "#faf7f1";
const LINE = "#e3dccd";

export type EmailRow = { label: string; value: string; href?: string };

export function EmailTable({ rows }: { rows: EmailRow[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", margin: "8px 0 20px" }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              style={{
                textAlign: "left",
                verticalAlign: "top",
                padding: "8px 12px 8px 0",
                borderBottom: `1px solid ${LINE}`,
                color: MUTED,
                fontWeight: 600,
                fontSize: 14,
                width: "40%",
              }}
            >
              {row.label}
            </th>
            <td style={{ padding: "8px 0", borderBottom: `1px solid ${LINE}`, color: INK, fontSize: 15 }}>
              {row.href ? (
                <a href={row.href} style={{ color: GOLD }}>
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return <h2 style={{ fontFamily: "Georgia, serif", fontSize: 18, color: INK, margin: "24px 0 4px" }}>{children}</h2>;
}

export function EmailParagraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 14px", fontSize: 15, lineHeight: 1.6, color: INK }}>{children}</p>;
}

/** A one-time code, large and spaced so it reads (and copies) at a glance. */
export function EmailCode({ children }: { children: string }) {
  return (
    <p
      style={{
        margin: "8px 0 20px",
        padding: "14px 0",
        textAlign: "center",
        fontFamily: "'Courier New', monospace",
        fontSize: 30,
        fontWeight: 700,
        letterSpacing: 8,
        color: INK,
        backgroundColor: PAPER,
        border: `1px solid ${LINE}`,
        borderRadius: 8,
      }}
    >
      {children}
    </p>
  );
}

/** A call to action drawn as a button (a plain link underneath, so every client can follow it). */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "8px 0 20px" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          padding: "12px 22px",
          borderRadius: 999,
          backgroundColor: INK,
          color: "#ffffff",
          fontWeight: 600,
          fontSize: 15,
          textDecoration: "none",
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** A complete, accessible HTML email: language, title, one centred column, a plain footer. */
export function renderEmail({
  lang,
  title,
  brand,
  footer,
  children,
}: {
  lang: string;
  title: string;
  brand: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const body = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: PAPER, fontFamily: "Helvetica, Arial, sans-serif" }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: PAPER }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, backgroundColor: "#ffffff", border: `1px solid ${LINE}`, borderRadius: 12 }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "20px 28px", backgroundColor: INK, borderRadius: "12px 12px 0 0" }}>
                        <p style={{ margin: 0, fontFamily: "Georgia, serif", fontSize: 20, color: "#ffffff" }}>
                          {brand}
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px 28px" }}>
                        <h1 style={{ fontFamily: "Georgia, serif", fontSize: 22, color: INK, margin: "0 0 16px" }}>
                          {title}
                        </h1>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 28px 24px",
                          borderTop: `1px solid ${LINE}`,
                          color: MUTED,
                          fontSize: 13,
                          lineHeight: 1.5,
                        }}
                      >
                        {footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${body}`;
}

/** The plain-text twin of an email: title, paragraphs, then "label: value" lines. */
export function renderText(parts: Array<string | EmailRow[]>) {
  return parts
    .map((part) => (typeof part === "string" ? part : part.map((row) => `- ${row.label} : ${row.value}`).join("\n")))
    .join("\n\n");
}
