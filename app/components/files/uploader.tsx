import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FILE_MAX_BYTES } from "#graphql/validation/file-limits";
import { buttonClass } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { useTranslation } from "~/lib/i18n-react";
import { useFileSize } from "./files-browser";

/** An upload's states (spec: canceled, success, error, pending, in progress). */
export type UploadState = "pending" | "inProgress" | "success" | "error" | "canceled";

interface Upload {
  key: number;
  file: File;
  state: UploadState;
  /** Bytes the storage has taken, as the browser reports them. */
  sent: number;
  error: string | null;
}

type Started = { upload: { fileNodeId: string; url: string; headers: Array<{ name: string; value: string }> } } | { error: string };

let keys = 0;

/**
 * The upload dialog's uploader with JavaScript (issue 22): each chosen file is announced
 * (createFile through the page's /files/uploads), PUT straight to storage with its progress shown
 * as it really goes (XMLHttpRequest's upload progress), then confirmed. Each file has its state,
 * can be canceled while it waits or goes (an aborted PUT stores nothing; the announced file is
 * swept after a day) and tried again after an error. The list of the folder refreshes as files
 * arrive. Without JavaScript the dialog's plain form posts the file instead.
 */
export function Uploader({ endpoint, folderId, onBusyChange }: { endpoint: string; folderId: string | null; onBusyChange?: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const size = useFileSize();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const requests = useRef(new Map<number, XMLHttpRequest>());
  const canceled = useRef(new Set<number>());
  const u = "fileDialogs.upload";

  const busy = uploads.some((item) => item.state === "pending" || item.state === "inProgress");
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => () => requests.current.forEach((request) => request.abort()), []);

  const update = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const call = async (fields: Record<string, string>): Promise<Record<string, unknown>> => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const response = await fetch(endpoint, { method: "POST", body, headers: { accept: "application/json" } });
    return (await response.json().catch(() => ({ error: t("errors.unknown") }))) as Record<string, unknown>;
  };

  async function run(item: Upload) {
    const { key, file } = item;
    canceled.current.delete(key);
    if (file.size > FILE_MAX_BYTES) return update(key, { state: "error", error: t(`${u}.tooLarge`) });
    update(key, { state: "pending", sent: 0, error: null });
    const started = (await call({ intent: "create", name: file.name, size: String(file.size), folder: folderId ?? "" }).catch(() => ({ error: t("errors.unknown") }))) as Started;
    if (canceled.current.has(key)) return;
    if ("error" in started) return update(key, { state: "error", error: started.error });
    const { url, headers, fileNodeId } = started.upload;
    const ok = await new Promise<boolean>((resolve) => {
      const request = new XMLHttpRequest();
      requests.current.set(key, request);
      request.open("PUT", url);
      for (const header of headers) request.setRequestHeader(header.name, header.value);
      request.upload.onprogress = (event) => update(key, { state: "inProgress", sent: event.loaded });
      request.onload = () => resolve(request.status >= 200 && request.status < 300);
      request.onerror = () => resolve(false);
      request.onabort = () => resolve(false);
      update(key, { state: "inProgress" });
      request.send(file);
    });
    requests.current.delete(key);
    if (canceled.current.has(key)) return;
    if (!ok) return update(key, { state: "error", error: t(`${u}.states.error`) });
    const confirmed = await call({ intent: "confirm", id: fileNodeId }).catch(() => ({ error: t("errors.unknown") }));
    if ("error" in confirmed) return update(key, { state: "error", error: String(confirmed.error) });
    update(key, { state: "success", sent: file.size });
    revalidator.revalidate();
  }

  const cancel = (key: number) => {
    canceled.current.add(key);
    requests.current.get(key)?.abort();
    update(key, { state: "canceled" });
  };

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).map((file) => ({ key: ++keys, file, state: "pending" as const, sent: 0, error: null }));
    setUploads((list) => [...list, ...chosen]);
    for (const item of chosen) void run(item);
  };

  return (
    <div className="space-y-3">
      <FileInput
        id="files-upload-input"
        name="file"
        multiple
        label={t(`${u}.choose`)}
        emptyText={t(`${u}.none`)}
        chosenText={t(`${u}.chosen`)}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      {uploads.length ? (
        <ul className="space-y-2" aria-label={t(`${u}.title`)} data-testid="uploads">
          {uploads.map((item) => {
            const percent = item.file.size ? Math.min(100, Math.round((item.sent / item.file.size) * 100)) : item.state === "success" ? 100 : 0;
            const stateText = item.state === "inProgress" ? t(`${u}.states.inProgress`, { percent }) : t(`${u}.states.${item.state}`);
            return (
              <li key={item.key} className="space-y-1 rounded-md border border-line p-2" data-state={item.state}>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 font-medium break-words">{item.file.name}</span>
                  <span className="text-muted">{size(item.file.size)}</span>
                </div>
                <progress className="h-2 w-full" max={100} value={percent} aria-label={t(`${u}.progress`, { name: item.file.name })} />
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span role="status" className={item.state === "error" ? "text-danger" : item.state === "success" ? "text-success" : "text-muted"}>
                    {item.error && item.state === "error" ? `${stateText}: ${item.error}` : stateText}
                  </span>
                  {item.state === "pending" || item.state === "inProgress" ? (
                    <button type="button" className={buttonClass("secondary", "text-sm")} onClick={() => cancel(item.key)}>
                      {t(`${u}.cancel`)}
                      <span className="sr-only">: {item.file.name}</span>
                    </button>
                  ) : item.state === "error" || item.state === "canceled" ? (
                    <button type="button" className={buttonClass("secondary", "text-sm")} onClick={() => void run(item)}>
                      {t(`${u}.retry`)}
                      <span className="sr-only">: {item.file.name}</span>
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm text-muted">
          {t(`${u}.unfinished`)}
        </p>
      ) : null}
    </div>
  );
}
