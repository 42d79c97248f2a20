import { lazy, Suspense, useState, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslation } from "~/lib/i18n-react";
import type { StructureEditorProps } from "./editor";

// The editor, d3-hierarchy and @dnd-kit load only on the structure page, and only once JavaScript runs.
const StructureEditor = lazy(() => import("./editor"));

/** The tab's choice of the list over the graph (a view preference, nothing private). */
const VIEW_KEY = "structure-view";
function storedView(): "graph" | "list" {
  try {
    return sessionStorage.getItem(VIEW_KEY) === "list" ? "list" : "graph";
  } catch {
    return "graph";
  }
}

/**
 * The structure page's graph editor where JavaScript runs. `children` is the page without it
 * (the nested list with its forms): what the server renders, what shows while the editor's
 * chunk arrives, what stays when scripts are off, and the list view one may switch to (kept for
 * the tab, through the page's own posts and reloads).
 */
export function StructureEditorIsland({ children, ...props }: StructureEditorProps & { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{children}</>;
  return <Views {...props}>{children}</Views>;
}

function Views({ children, ...props }: StructureEditorProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const [view, setView] = useState(storedView);
  const choose = (next: "graph" | "list") => {
    setView(next);
    try {
      sessionStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (a private window's quota): the choice lasts until the page is left.
    }
  };
  if (view === "list") {
    return (
      <>
        <button type="button" className={buttonClass("secondary")} onClick={() => choose("graph")}>
          {t("structureEditor.showGraph")}
        </button>
        {children}
      </>
    );
  }
  return (
    <Suspense fallback={children}>
      <StructureEditor {...props} onShowList={() => choose("list")} />
    </Suspense>
  );
}
