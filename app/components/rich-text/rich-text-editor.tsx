/**
 * The rich-text editor (ProseMirror), loaded lazily on authoring pages once JavaScript runs: it
 * takes the place of the plain-text field and keeps the form's hidden fields (the document as
 * JSON, and its plain text) in step. The document it makes is what the API accepts
 * (graphql/validation/rich-text.ts); the server checks it again anyway.
 */
import { baseKeymap, setBlockType, toggleMark } from "prosemirror-commands";
import { history, redo, undo } from "prosemirror-history";
import { keymap } from "prosemirror-keymap";
import type { MarkType, NodeType } from "prosemirror-model";
import { liftListItem, sinkListItem, splitListItem, wrapInList } from "prosemirror-schema-list";
import { EditorState, Selection, type Command } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { useEffect, useId, useRef, useState } from "react";
import { documentToText, safeHref, textColors, type RichTextDocument } from "#graphql/validation/rich-text";
import { useTranslation } from "~/lib/i18n-react";
import { editorSchema as schema } from "./editor-schema";
import { dynamicKey } from "~/lib/translate";

export interface EditorProps {
  labelId: string;
  describedBy?: string;
  lang: string;
  initial: RichTextDocument;
  onChange(documentJson: string, text: string): void;
  /** Takes the focus with the caret at the end (the person was typing in the plain field it replaces). */
  autoFocus?: boolean;
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

function blockActive(state: EditorState, type: NodeType, attrs?: Record<string, unknown>): boolean {
  const parent = state.selection.$from.parent;
  return parent.type === type && (!attrs || Object.entries(attrs).every(([k, v]) => parent.attrs[k] === v));
}

function activeColor(state: EditorState): string {
  const { $from } = state.selection;
  const mark = schema.marks.color.isInSet(state.storedMarks ?? $from.marks());
  return mark ? String(mark.attrs.color) : "default";
}

const setColor =
  (color: string): Command =>
  (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (!dispatch) return true;
    const type = schema.marks.color;
    if (empty) {
      dispatch(color === "default" ? state.tr.removeStoredMark(type) : state.tr.addStoredMark(type.create({ color })));
      return true;
    }
    let tr = state.tr.removeMark(from, to, type);
    if (color !== "default") tr = tr.addMark(from, to, type.create({ color }));
    dispatch(tr);
    return true;
  };

const setLink =
  (href: string | null): Command =>
  (state, dispatch) => {
    const { from, to, empty } = state.selection;
    const type = schema.marks.link;
    if (!dispatch) return true;
    if (!href) {
      dispatch(state.tr.removeMark(from, to, type));
      return true;
    }
    if (empty) {
      dispatch(state.tr.insert(from, schema.text(href, [type.create({ href })])));
      return true;
    }
    dispatch(state.tr.removeMark(from, to, type).addMark(from, to, type.create({ href })));
    return true;
  };

export default function RichTextEditor({
  labelId,
  describedBy,
  lang,
  initial,
  onChange,
  autoFocus = false,
}: EditorProps) {
  const { t } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [message, setMessage] = useState("");
  const colorId = useId();
  // The latest onChange, without re-creating the editor when the parent re-renders.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const editor = new EditorView(mount.current!, {
      state: EditorState.create({
        doc: schema.nodeFromJSON(initial),
        plugins: [
          history(),
          keymap({
            "Mod-z": undo,
            "Shift-Mod-z": redo,
            "Mod-y": redo,
            "Mod-b": toggleMark(schema.marks.strong),
            "Mod-i": toggleMark(schema.marks.em),
            Enter: splitListItem(schema.nodes.list_item),
            "Mod-[": liftListItem(schema.nodes.list_item),
            "Mod-]": sinkListItem(schema.nodes.list_item),
          }),
          keymap(baseKeymap),
        ],
      }),
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        lang,
        class: "kb-content",
      },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (tr.docChanged) {
          const json = next.doc.toJSON() as RichTextDocument;
          changed.current(JSON.stringify(json), documentToText(json));
        }
      },
    });
    view.current = editor;
    setState(editor.state);
    if (autoFocus) {
      editor.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
      editor.focus();
    }
    return () => editor.destroy();
    // The editor is made once; its document then lives in ProseMirror.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch, editor);
    editor.focus();
  };

  const button = (label: string, command: Command, pressed?: boolean) => (
    <button
      type="button"
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={state ? !command(state) : true}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(command)}
      className="rounded px-2 py-1 text-sm hover:bg-surface-strong disabled:opacity-40 aria-pressed:bg-selected aria-pressed:text-selected-fg"
    >
      {label}
    </button>
  );

  const askLink = () => {
    const href = window.prompt(t("richText.editor.linkPrompt"), "https://");
    if (href === null) return;
    const safe = safeHref(href);
    if (!safe) {
      setMessage(t("richText.editor.linkInvalid"));
      return;
    }
    setMessage("");
    run(setLink(safe));
  };

  return (
    <div className="kb-editor rounded-md border border-input bg-surface">
      <div
        role="toolbar"
        aria-label={t("richText.editor.toolbar")}
        className="flex flex-wrap items-center gap-1 border-b border-line-strong p-1"
      >
        {state ? (
          <>
            {button(t("richText.editor.bold"), toggleMark(schema.marks.strong), markActive(state, schema.marks.strong))}
            {button(t("richText.editor.italic"), toggleMark(schema.marks.em), markActive(state, schema.marks.em))}
            {button(
              t("richText.editor.heading"),
              setBlockType(schema.nodes.heading, { level: 2 }),
              blockActive(state, schema.nodes.heading, { level: 2 }),
            )}
            {button(
              t("richText.editor.subheading"),
              setBlockType(schema.nodes.heading, { level: 3 }),
              blockActive(state, schema.nodes.heading, { level: 3 }),
            )}
            {button(
              t("richText.editor.paragraph"),
              setBlockType(schema.nodes.paragraph),
              blockActive(state, schema.nodes.paragraph),
            )}
            {button(t("richText.editor.bulletList"), wrapInList(schema.nodes.bullet_list))}
            {button(t("richText.editor.orderedList"), wrapInList(schema.nodes.ordered_list))}
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={askLink}
              aria-pressed={markActive(state, schema.marks.link)}
              className="rounded px-2 py-1 text-sm hover:bg-surface-strong aria-pressed:bg-selected aria-pressed:text-selected-fg"
            >
              {t("richText.editor.link")}
            </button>
            {markActive(state, schema.marks.link) ? button(t("richText.editor.unlink"), setLink(null)) : null}
            <label htmlFor={colorId} className="sr-only">
              {t("richText.editor.color")}
            </label>
            <select
              id={colorId}
              value={activeColor(state)}
              onChange={(event) => run(setColor(event.target.value))}
              className="ui-select ui-select-sm"
            >
              {["default", ...textColors].map((color) => (
                <option key={color} value={color}>
                  {t(dynamicKey(`richText.editor.colors.${color}`))}
                </option>
              ))}
            </select>
            {button(t("richText.editor.undo"), undo)}
            {button(t("richText.editor.redo"), redo)}
          </>
        ) : null}
      </div>
      <div ref={mount} />
      <p role="status" className="px-3 pb-2 text-sm text-danger empty:hidden">
        {message}
      </p>
    </div>
  );
}
