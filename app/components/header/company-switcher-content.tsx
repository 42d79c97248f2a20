import { Popover } from "radix-ui";
import { useTranslation } from "~/lib/i18n-react";
import { CompanyPicker, type CompanyResults } from "./company-picker";
import type { LazyPanelProps } from "./lazy-disclosure";

/** The company switcher's popover: its own chunk, loaded when someone reaches for the switcher. */
export default function CompanySwitcherContent({
  anchor,
  initial,
  currentId,
  onClose,
  returnFocus,
}: LazyPanelProps & { initial: CompanyResults; currentId: string | null }) {
  const { t } = useTranslation();
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t("app.companySwitcher.heading")}
          onInteractOutside={(event) => {
            // A click on the trigger toggles it closed itself.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] ui-popover p-3"
        >
          <CompanyPicker initial={initial} currentId={currentId} live idPrefix="switcher" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
