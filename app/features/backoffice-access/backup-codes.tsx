import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { Button, buttonClasses } from "~/ui/button";

/** The text a member of staff keeps: who the codes are for, then one code a line. */
export function backupCodesText(header: string, codes: string[]) {
  return `${header}\n\n${codes.join("\n")}\n`;
}

/**
 * The ten backup codes, and two ways to keep them: a .txt download (a plain link, so it works
 * before and without the script) and, once the script runs, a copy to the clipboard with a
 * spoken confirmation.
 */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const t = useT();
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);
  const text = backupCodesText(t("staff.enrol.codesFileHeader", { email }), codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {canCopy && (
          <Button type="button" variant="outline" size="md" onClick={copy}>
            {t("staff.enrol.copyCodes")}
          </Button>
        )}
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`${t("staff.enrol.codesFile")}.txt`}
          className={buttonClasses("outline")}
        >
          {t("staff.enrol.downloadCodes")}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-success">
        {status === "copied" && t("staff.enrol.codesCopied")}
        {status === "failed" && <span className="text-error">{t("staff.enrol.codesCopyFailed")}</span>}
      </p>
    </>
  );
}
