import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/hooks/use-hydrated";
import { SubmitButton } from "./ui/button";

/**
 * "Send the code again" with its countdown. With JavaScript the button waits out the countdown;
 * without it the button is always there and the server says how long is left if it is early.
 */
export function ResendButton({
  seconds,
  label,
  countdown,
}: {
  seconds: number;
  label: string;
  countdown?: CountdownText;
}) {
  // A new countdown (after a resend) starts a new timer.
  return <Countdown key={seconds} seconds={seconds} label={label} countdown={countdown} />;
}

/** "You can request a new code in N s." in the page's own texts (default: the sign-in steps'). */
type CountdownText = (seconds: number) => string;

function Countdown({ seconds, label, countdown }: { seconds: number; label: string; countdown?: CountdownText }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  const waiting = left > 0;
  return (
    <div className="space-y-1">
      <SubmitButton
        name="intent"
        value="resend"
        variant="link"
        formNoValidate
        disabled={hydrated && waiting}
        aria-describedby={waiting ? "resend-countdown" : undefined}
      >
        {label}
      </SubmitButton>
      {waiting ? (
        <p id="resend-countdown" className="text-sm text-subtle">
          {countdown ? countdown(left) : t("auth.code.resendIn", { seconds: left })}
        </p>
      ) : null}
    </div>
  );
}
