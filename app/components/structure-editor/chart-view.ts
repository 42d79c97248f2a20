/**
 * The chart's window onto the drawing: where it is (x, y: the drawing's corner on the frame, in
 * screen pixels) and how large (k). Moved by dragging the frame (one pointer), pinching (two),
 * the wheel (zoom around the pointer), the keys (Shift with the arrows, + and -, 0 to fit) and
 * the buttons; fitted to the frame when it opens. Pure arithmetic here, the events in the editor.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export interface View {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 2;
/** A fit never enlarges the drawing past its natural size. */
const FIT_MAX = 1;
const FIT_MARGIN = 12;

const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

/** The area of the frame the chart may use (its left part when a drawer covers the right). */
export interface Area {
  width: number;
  height: number;
}

/** The view that shows the whole drawing centred in the area, as large as it fits (at most 1:1). */
export function fitView(drawing: { width: number; height: number }, area: Area, bottom = 0): View {
  if (!drawing.width || !drawing.height) return { x: 0, y: 0, k: 1 };
  const height = area.height - bottom;
  const k = clampZoom(
    Math.min(FIT_MAX, (area.width - 2 * FIT_MARGIN) / drawing.width, (height - 2 * FIT_MARGIN) / drawing.height),
  );
  return { x: (area.width - drawing.width * k) / 2, y: Math.max(FIT_MARGIN, (height - drawing.height * k) / 2), k };
}

/** Zooms by `factor` around a point of the frame (it stays under the pointer). */
export function zoomAround(view: View, factor: number, at: { x: number; y: number }): View {
  const k = clampZoom(view.k * factor);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** The view moved as little as needed for a box of the drawing to be inside the area (with a margin). */
export function showBox(
  view: View,
  box: { left: number; top: number; width: number; height: number },
  area: Area,
  margin = 16,
): View {
  const shift = (start: number, size: number, room: number) => {
    if (size + 2 * margin > room) return room / 2 - (start + size / 2);
    if (start < margin) return margin - start;
    if (start + size > room - margin) return room - margin - (start + size);
    return 0;
  };
  const dx = shift(view.x + box.left * view.k, box.width * view.k, area.width);
  const dy = shift(view.y + box.top * view.k, box.height * view.k, area.height);
  return dx || dy ? { ...view, x: view.x + dx, y: view.y + dy } : view;
}

/**
 * The view and the pointer gestures on `frame`: drag to pan (from anywhere but the controls and,
 * in edit mode, a role that may be dragged onto another), two pointers to pinch, the wheel to
 * zoom. A press that moved does not click what it started on.
 */
export function useChartView(frame: RefObject<HTMLElement | null>, { dragsRoles }: { dragsRoles: boolean }) {
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  /** Whether the person has moved the view since it was last fitted (a resize then keeps their view). */
  const moved = useRef(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ panning: boolean; startX: number; startY: number; distance: number } | null>(null);
  const swallowClick = useRef(false);
  const drags = useRef(dragsRoles);
  drags.current = dragsRoles;

  const set = useCallback((next: View | ((view: View) => View), byPerson = true) => {
    if (byPerson) moved.current = true;
    setView(next);
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const local = (event: { clientX: number; clientY: number }) => {
      const rect = element.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    const ignored = (target: EventTarget | null) => {
      const node = target as Element | null;
      if (!node?.closest) return true;
      if (node.closest("[data-chart-controls], button, a, input, select, textarea, label")) return true;
      return drags.current && Boolean(node.closest("[data-movable]"));
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      if (!pointers.current.size && ignored(event.target)) return;
      pointers.current.set(event.pointerId, local(event));
      const [a, b] = [...pointers.current.values()];
      gesture.current = {
        panning: pointers.current.size > 1,
        startX: a.x,
        startY: a.y,
        distance: b ? Math.hypot(a.x - b.x, a.y - b.y) : 0,
      };
    };
    const onMove = (event: PointerEvent) => {
      const before = pointers.current.get(event.pointerId);
      const state = gesture.current;
      if (!before || !state) return;
      const now = local(event);
      if (!state.panning && Math.hypot(now.x - state.startX, now.y - state.startY) < 4) return;
      if (!state.panning) {
        state.panning = true;
        element.setPointerCapture?.(event.pointerId);
      }
      if (pointers.current.size === 1) {
        pointers.current.set(event.pointerId, now);
        set((view) => ({ ...view, x: view.x + now.x - before.x, y: view.y + now.y - before.y }));
        return;
      }
      // Two pointers: the view follows their middle and scales with their distance.
      const [a, b] = [...pointers.current.entries()].map(([id, point]) => (id === event.pointerId ? now : point));
      const middleBefore = [...pointers.current.values()].reduce(
        (sum, p) => ({ x: sum.x + p.x / 2, y: sum.y + p.y / 2 }),
        { x: 0, y: 0 },
      );
      pointers.current.set(event.pointerId, now);
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const factor = state.distance ? distance / state.distance : 1;
      state.distance = distance;
      set((view) => {
        const zoomed = zoomAround(view, factor, middle);
        return { ...zoomed, x: zoomed.x + middle.x - middleBefore.x, y: zoomed.y + middle.y - middleBefore.y };
      });
    };
    const onUp = (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.delete(event.pointerId);
      if (gesture.current?.panning) swallowClick.current = true;
      if (!pointers.current.size) gesture.current = null;
      else {
        const [a] = [...pointers.current.values()];
        gesture.current = { panning: true, startX: a.x, startY: a.y, distance: 0 };
      }
    };
    // A press that panned the view is not a click on the role it started on.
    const onClick = (event: MouseEvent) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => {
      // The drawer and the list scroll as pages do.
      if ((event.target as Element | null)?.closest?.("[data-chart-controls]")) return;
      event.preventDefault();
      // A trackpad's pinch comes as the wheel with Ctrl, in small steps.
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015) * (event.deltaMode === 1 ? 16 : 1));
      set((view) => zoomAround(view, factor, local(event)));
    };
    element.addEventListener("pointerdown", onDown);
    element.addEventListener("pointermove", onMove);
    element.addEventListener("pointerup", onUp);
    element.addEventListener("pointercancel", onUp);
    element.addEventListener("click", onClick, true);
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      element.removeEventListener("pointerdown", onDown);
      element.removeEventListener("pointermove", onMove);
      element.removeEventListener("pointerup", onUp);
      element.removeEventListener("pointercancel", onUp);
      element.removeEventListener("click", onClick, true);
      element.removeEventListener("wheel", onWheel);
    };
  }, [frame, set]);

  return { view, setView: set, moved };
}
