import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslation } from "~/lib/i18n-react";
import type { DraftRole } from "./draft";
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

/** What the structure's resource route answers (app/routes/_app.vhub.$id.structure-company.roles.ts). */
interface LoadedStructure {
  structure: { roles: DraftRole[]; managed: string[]; actingRoleId: string } | null;
}

type IslandProps = Omit<StructureEditorProps, "roles" | "canEdit" | "managed" | "actingRoleId" | "onShowList"> & {
  /** Where the editor reads the whole structure when it opens (the page lists only a part of a big one). */
  structureHref: string;
  children: ReactNode;
};

/**
 * The structure page's graph editor where JavaScript runs. `children` is the page without it
 * (the nested list with its forms): what the server renders, what shows while the editor's
 * chunk and the whole structure arrive, what stays when scripts are off or the structure cannot
 * be read, and the list view one may switch to (kept for the tab). The structure comes from the
 * page's resource route, asked once the graph is shown; a save's reload asks it again (Remix
 * revalidates a fetcher's data after an action).
 */
export function StructureEditorIsland({ children, ...props }: IslandProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{children}</>;
  return <Views {...props}>{children}</Views>;
}

function Views({ children, ...props }: IslandProps) {
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
    <Graph {...props} onShowList={() => choose("list")}>
      {children}
    </Graph>
  );
}

function Graph({
  children,
  structureHref,
  onShowList,
  ...props
}: Omit<IslandProps, "children"> & { children: ReactNode; onShowList: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LoadedStructure>();
  const { load } = fetcher;
  const asked = fetcher.state !== "idle" || fetcher.data !== undefined;
  useEffect(() => {
    if (asked) return;
    load(structureHref);
    // The editor's chunk comes while the structure does, not after it.
    void import("./editor");
  }, [asked, load, structureHref]);
  const structure = fetcher.data?.structure;
  if (!structure) {
    const failed = fetcher.data !== undefined;
    return (
      <>
        <p role="status" className="text-sm text-muted" data-testid="structure-editor-loading">
          {failed ? t("structureEditor.loadFailed") : t("structureEditor.loading")}
        </p>
        {children}
      </>
    );
  }
  return (
    <Suspense fallback={children}>
      <StructureEditor
        {...props}
        roles={structure.roles}
        actingRoleId={structure.actingRoleId}
        managed={structure.managed}
        canEdit={structure.managed.length > 0}
        onShowList={onShowList}
      />
    </Suspense>
  );
}
