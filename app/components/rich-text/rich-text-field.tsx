import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { textToDocument, type RichTextDocument } from "#graphql/validation/rich-text";
import { ErrorList, inputClass } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTranslation } from "~/lib/i18n-react";
import type { FieldMeta } from "~/lib/form";
import type { EditorProps } from "./rich-text-editor";

// The editor and ProseMirror load only on authoring pages, and only once JavaScript runs.
const loadEditor = () => import("./rich-text-editor");

/**
 * A post's text in one language. Without JavaScript: a plain-text field (paragraphs split on
 * blank lines), with the stored document in a hidden field so that an untouched text keeps its
 * formatting. With JavaScript the ProseMirror editor takes the field's place once its code has
 * arrived and writes both. The plain field stays, the same element, until then: what the person
 * types in it meanwhile (on a slow phone, before the page is even hydrated) goes into the editor,
 * and so does the focus.
 */
export function RichTextField({
  text,
  document,
  label,
  hint,
  lang,
}: {
  text: FieldMeta;
  document: FieldMeta;
  label: string;
  hint: string;
  lang: string;
}) {
  const hydrated = useHydrated();
  // Read once, when the editor is sent for (a change of language later does not send for it again).
  const areaReady = useRef(useTranslation().areaReady);
  const [value, setValue] = useState({ text: text.initialValue ?? "", document: document.initialValue ?? "" });
  const [editor, setEditor] = useState<{ Editor: ComponentType<EditorProps>; focused: boolean } | null>(null);
  const plainField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    let live = true;
    // The editor's texts too: it is put in place synchronously, where a text still on its way
    // could not wait.
    void Promise.all([loadEditor(), areaReady.current("richText")]).then(([module]) => {
      const field = plainField.current;
      if (!live || !field) return;
      // Typed while the editor loaded: the plain text is the text now (the stored formatting, if
      // any, gives way to it, as it does when the form is sent without JavaScript).
      // In one task, read and replaced (the editor made and focused by its effect): no key
      // pressed in between can land in a field about to go.
      flushSync(() => {
        if (field.value !== field.defaultValue) setValue({ text: field.value, document: "" });
        setEditor({ Editor: module.default, focused: globalThis.document.activeElement === field });
      });
    });
    return () => {
      live = false;
    };
  }, []);

  const labelId = `${text.id}-label`;
  const describedBy =
    [text.errors?.length ? text.errorId : null, hydrated ? null : text.descriptionId].filter(Boolean).join(" ") ||
    undefined;
  let initial: RichTextDocument = textToDocument(value.text);
  try {
    if (value.document) initial = JSON.parse(value.document) as RichTextDocument;
  } catch {
    // A document that does not parse opens as its text.
  }
  return (
    <div className="space-y-1">
      <label id={labelId} htmlFor={text.id} className="block text-sm font-medium">
        {label}
      </label>
      <input type="hidden" name={document.name} value={value.document} />
      {editor ? (
        <>
          <input type="hidden" name={text.name} value={value.text} />
          <editor.Editor
            labelId={labelId}
            describedBy={describedBy}
            lang={lang}
            initial={initial}
            autoFocus={editor.focused}
            onChange={(json, plainText) => setValue({ document: json, text: plainText })}
          />
        </>
      ) : (
        <textarea
          ref={plainField}
          id={text.id}
          name={text.name}
          defaultValue={value.text}
          rows={10}
          lang={lang}
          aria-invalid={text.errors?.length ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
      {hydrated ? null : (
        <p id={text.descriptionId} className="text-sm text-subtle">
          {hint}
        </p>
      )}
      <ErrorList id={text.errorId} errors={text.errors} />
    </div>
  );
}
