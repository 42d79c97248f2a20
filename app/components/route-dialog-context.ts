import { createContext, type ComponentType, type ReactNode } from "react";

/**
 * What a step needs from the dialog it is in: its Title and Description (styled in ui/dialog.tsx).
 * Apart from route-dialog.tsx, which loads the dialog's shell lazily, so that the shell can
 * provide it without importing its own loader back.
 */
export interface RouteDialogParts {
  Title: ComponentType<{ children: ReactNode }>;
  Description: ComponentType<{ children: ReactNode }>;
}

export const RouteDialogContext = createContext<RouteDialogParts | null>(null);
