import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import type { FieldMeta } from "~/lib/form";
import { Field } from "./ui/field";
import { passwordHints, passwordStrength } from "#graphql/validation/password-strength";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The password hints (spec section 5) and, with JavaScript, the live 0-4 strength. Without
 * JavaScript the hints are a plain list and the server checks the rules on submit.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const hints = passwordHints(password);
  const strength = passwordStrength(password);
  const items = (["length", "digit", "cases", "symbol"] as const).map((key) => ({ key, met: hydrated && hints[key] }));
  return (
    <div id={id} className="text-sm text-muted">
      <p>{t("auth.passwordHints.title")}</p>
      <ul className="mt-1 space-y-0.5">
        {items.map(({ key, met }) => (
          <li key={key} className={met ? "text-success" : undefined}>
            <span aria-hidden="true">{met ? "✓ " : "• "}</span>
            {t(`auth.passwordHints.${key}`)}
            {met ? <span className="sr-only"> ({t("auth.passwordHints.met")})</span> : null}
          </li>
        ))}
      </ul>
      {hydrated && password ? (
        <div className="mt-2" aria-live="polite">
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((level) => (
              <span
                key={level}
                className={`h-1.5 flex-1 rounded ${strength >= level ? "bg-link" : "bg-line-strong"}`}
              />
            ))}
          </div>
          <p className="mt-1">
            {t("auth.passwordHints.strength", { label: t(`auth.passwordHints.strength${strength}`) })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** A new-password field with its live hints; both start over when the server refuses the form. */
export function NewPasswordField({ meta, label }: { meta: FieldMeta; label: string }) {
  return <NewPasswordInput key={meta.resetKey} meta={meta} label={label} />;
}

function NewPasswordInput({ meta, label }: { meta: FieldMeta; label: string }) {
  const [password, setPassword] = useState("");
  return (
    <Field
      meta={meta}
      label={label}
      type="password"
      autoComplete="new-password"
      onChange={(e) => setPassword(e.currentTarget.value)}
      hint={<PasswordHints id={`${meta.id}-hints`} password={password} />}
    />
  );
}
