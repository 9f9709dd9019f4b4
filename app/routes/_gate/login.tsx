import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { admissionCookie, attemptAccess, gateEnabled, isAdmitted } from "~/features/access-gate/access-gate.server";
import { RotatingTeasers } from "~/features/access-gate/rotating-teasers";
import { pageTitle } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import { getDb } from "~/server/db/index.server";
import { setFlash } from "~/server/flash.server";
import { requestInfoContext } from "~/server/request-context";
import { Button } from "~/ui/button";
import { CodeSlots } from "~/ui/code-slots";
import { LockCard } from "~/ui/lock-card";
import { toast } from "~/ui/toaster";
import type { Route } from "./+types/login";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("gate");

const CODE_LENGTH = 4;

export async function loader({ request }: Route.LoaderArgs) {
  // Nothing to unlock when the gate is off; nothing more to do once admitted.
  if (!gateEnabled() || (await isAdmitted(request))) throw redirect("/");
  return null;
}

type ActionResult = { error: "wrong" | "invalid" | "limited"; minutes?: number; attempt: number };

export async function action({ request, context }: Route.ActionArgs) {
  if (!gateEnabled()) throw redirect("/");
  const form = await request.formData().catch(() => null);
  const code = form?.get("code");
  const attempt = Date.now();
  if (typeof code !== "string" || code.length !== CODE_LENGTH) {
    return data<ActionResult>({ error: "invalid", attempt }, { status: 400 });
  }
  const result = await attemptAccess(await getDb(), context.get(requestInfoContext).clientIp, code);
  if (result.outcome === "limited") {
    return data<ActionResult>(
      { error: "limited", minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)), attempt },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.outcome === "wrong") return data<ActionResult>({ error: "wrong", attempt }, { status: 401 });
  const headers = new Headers();
  headers.append("Set-Cookie", await admissionCookie());
  headers.append("Set-Cookie", await setFlash({ kind: "success", key: "gate.success" }));
  return redirect("/", { headers });
}

// The action's Retry-After must reach the browser with the 429 page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = (args) => [
  { title: pageTitle(args, "gate") },
  { name: "robots", content: "noindex" },
];

function errorMessage(t: ReturnType<typeof useT>, result: ActionResult) {
  if (result.error === "limited") return t("gate.limited", { minutes: result.minutes ?? 15 });
  return t(result.error === "invalid" ? "gate.invalid" : "gate.wrong");
}

/** "Site en cours de construction": four slots, a button enabled at four characters. */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const [code, setCode] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Each failed attempt clears the input and says so in a toast (a new `attempt` each time).
  useEffect(() => {
    if (!actionData) return;
    setCode("");
    toast.error(errorMessage(t, actionData));
  }, [actionData, t]);

  const submitting = navigation.state !== "idle";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-gold-soft),transparent_60%)] px-5 py-12">
      <LockCard
        centered
        className="w-full max-w-md"
        title={t("gate.title")}
        lead={t("gate.prompt")}
        leadId="gate-prompt"
      >
        <Form method="post" className="mt-7" aria-describedby="gate-prompt">
          <CodeSlots
            length={CODE_LENGTH}
            value={code}
            onChange={setCode}
            name="code"
            label={t("gate.codeLabel")}
            invalid={Boolean(actionData)}
            autoFocus
          />
          {/* Without JavaScript there is no toast: the message is written here instead. */}
          {!hydrated && actionData && (
            <p role="alert" className="mt-4 text-sm font-semibold text-error">
              {errorMessage(t, actionData)}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            variant="secondary"
            className="mt-7 w-full"
            // Enabled without JavaScript, where the server checks the length instead.
            disabled={hydrated && (code.length !== CODE_LENGTH || submitting)}
          >
            {t("gate.submit")}
          </Button>
        </Form>
      </LockCard>
      <RotatingTeasers />
    </main>
  );
}
