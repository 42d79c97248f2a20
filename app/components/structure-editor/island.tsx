import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { StructureEditorProps } from "./editor";

// The editor, d3-hierarchy and @dnd-kit load only on the structure page, and only once JavaScript runs.
const StructureEditor = lazy(() => import("./editor"));

/**
 * The structure page's graph editor where JavaScript runs. `children` is the page without it
 * (the nested list with its forms): what the server renders, what shows while the editor's
 * chunk arrives, and what stays when scripts are off.
 */
export function StructureEditorIsland({ children, ...props }: StructureEditorProps & { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <StructureEditor {...props} />
    </Suspense>
  );
}
