import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FILE_MAX_BYTES } from "#graphql/validation/file-limits";
import { buttonClass } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { useTranslation } from "~/lib/i18n-react";
import { useFileSize } from "~/hooks/use-file-size";
import { putWithProgress, sendParts, type PartsPlan, type PutTarget } from "./upload-transfer";

/** An upload's states (spec: canceled, success, error, pending, in progress). */
export type UploadState = "pending" | "inProgress" | "success" | "error" | "canceled";

interface Upload {
  key: number;
  file: File;
  state: UploadState;
  /** Bytes the storage has taken, as the browser reports them. */
  sent: number;
  /** The connection dropped: the upload waits for it to come back. */
  waiting: boolean;
  error: string | null;
}

/** An upload the server knows of (createFile's answer), kept while it can be resumed or called off. */
type Started = PutTarget & { fileNodeId: string; parts: PartsPlan | null };

/** What the page's /files/uploads answers; null when the connection failed. */
type Answer = {
  error?: string;
  upload?: Started;
  parts?: Array<{ partNumber: number; size: number } & Partial<PutTarget>>;
  canceled?: boolean;
} | null;

let keys = 0;

/**
 * The upload dialog's uploader with JavaScript (issue 22): each chosen file is announced
 * (createFile through the page's /files/uploads), PUT straight to storage with its progress shown
 * as it really goes (XMLHttpRequest's upload progress), then confirmed. A large file goes in parts
 * (./upload-transfer.ts): a dropped connection is waited out and only the part in flight is sent
 * again; Retry after an error asks which parts storage holds and sends the rest. Each file has its
 * state, can be canceled while it waits or goes (the server removes whatever it stored) and tried
 * again after an error. The list of the folder refreshes as files arrive. Without JavaScript the
 * dialog's plain form posts the file instead. Loaded with the dialog only (lazily).
 */
export default function Uploader({
  endpoint,
  folderId,
  onBusyChange,
}: {
  endpoint: string;
  folderId: string | null;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const size = useFileSize();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  /** Each upload's way to stop what it is doing, and the server's upload it may resume or cancel. */
  const runs = useRef(new Map<number, { controller: AbortController; started: Started | null }>());
  const u = "fileDialogs.upload";

  const busy = uploads.some((item) => item.state === "pending" || item.state === "inProgress");
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Left mid-way (the dialog closed, the page left, or saved): each upload stops, and the server's
  // upload is called off too (its stored bytes and parts go now, not with the day-old sweep);
  // keepalive lets that call outlive the page.
  useEffect(() => {
    const all = runs.current;
    return () =>
      all.forEach((run) => {
        run.controller.abort();
        if (!run.started) return;
        const body = new FormData();
        body.set("intent", "cancel");
        body.set("id", run.started.fileNodeId);
        run.started = null;
        void fetch(endpoint, { method: "POST", body, keepalive: true, headers: { accept: "application/json" } }).catch(
          () => undefined,
        );
      });
  }, [endpoint]);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const call = async (fields: Record<string, string>): Promise<Answer> => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    let response: Response;
    try {
      response = await fetch(endpoint, { method: "POST", body, headers: { accept: "application/json" } });
    } catch {
      return null;
    }
    return ((await response.json().catch(() => null)) as Answer) ?? { error: t("errors.unknown") };
  };

  /** Calls the server's upload off (its stored bytes and parts go); a file that arrived first is shown as such. */
  const callOff = (key: number, started: Started) =>
    void call({ intent: "cancel", id: started.fileNodeId }).then((answer) => {
      if (answer?.canceled === false) {
        update(key, { state: "success" });
        revalidator.revalidate();
      }
    });

  async function run(item: Upload) {
    const { key, file } = item;
    const run = { controller: new AbortController(), started: runs.current.get(key)?.started ?? null };
    runs.current.set(key, run);
    const { signal } = run.controller;
    if (file.size > FILE_MAX_BYTES) return update(key, { state: "error", error: t(`${u}.tooLarge`) });
    const fail = (error: string | null | undefined) =>
      !signal.aborted &&
      update(key, {
        state: "error",
        waiting: false,
        error: error ?? t(run.started?.parts ? `${u}.errors.resumable` : `${u}.errors.failed`),
      });
    update(key, { state: "pending", error: null, waiting: false });

    let stored = new Set<number>();
    if (run.started?.parts) {
      // Resumed: storage says which parts it holds (of the right size); only the others are sent.
      const { parts: plan, fileNodeId } = run.started;
      const listed = await call({ intent: "list", id: fileNodeId });
      if (!listed) return fail(null);
      const sizeOf = (partNumber: number) =>
        partNumber < plan.count ? plan.partSize : file.size - (plan.count - 1) * plan.partSize;
      if (listed.parts)
        stored = new Set(
          listed.parts.filter((part) => part.size === sizeOf(part.partNumber)).map((part) => part.partNumber),
        );
      // Gone (swept after a day): a new upload begins.
      else run.started = null;
    } else if (run.started) {
      // A single PUT begins again from nothing: the upload that failed is called off.
      callOff(key, run.started);
      run.started = null;
    }
    if (!run.started) {
      const answer = await call({ intent: "create", name: file.name, size: String(file.size), folder: folderId ?? "" });
      if (!answer?.upload) return fail(answer?.error);
      run.started = answer.upload;
      if (signal.aborted) return callOff(key, answer.upload);
    }
    const started = run.started;
    if (signal.aborted) return;
    update(key, { state: "inProgress", sent: 0 });
    if (started.parts) {
      const result = await sendParts({
        file,
        plan: started.parts,
        stored,
        first: stored.size ? null : started,
        sign: async (partNumbers) => {
          const answer = await call({ intent: "sign", id: started.fileNodeId, parts: partNumbers.join(",") });
          if (!answer) return null;
          if (!answer.parts) return answer.error ?? t("errors.unknown");
          return new Map(
            answer.parts.map((part) => [
              part.partNumber,
              { url: part.url ?? "", headers: part.headers ?? [], expiresAt: part.expiresAt },
            ]),
          );
        },
        sent: (bytes) => update(key, { sent: bytes }),
        waiting: (waiting) => update(key, { waiting }),
        signal,
      });
      if (!result.ok) return result.aborted ? undefined : fail(result.error);
    } else {
      const outcome = await putWithProgress(started, file, (loaded) => update(key, { sent: loaded }), signal);
      if (outcome === "aborted") return;
      if (outcome !== "ok") return fail(null);
    }
    const confirmed = await call({ intent: "confirm", id: started.fileNodeId });
    if (signal.aborted) return;
    if (!confirmed || confirmed.error) return fail(confirmed?.error);
    run.started = null;
    update(key, { state: "success", sent: file.size });
    revalidator.revalidate();
  }

  const cancel = (key: number) => {
    const run = runs.current.get(key);
    run?.controller.abort();
    if (run?.started) callOff(key, run.started);
    if (run) run.started = null;
    update(key, { state: "canceled", waiting: false });
  };

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).map((file) => ({
      key: ++keys,
      file,
      state: "pending" as const,
      sent: 0,
      waiting: false,
      error: null,
    }));
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
        // The picker is emptied after each choice (to take the next ones): it says what went up from it.
        emptyText={uploads.length ? t(`${u}.chosenCount`, { count: uploads.length }) : t(`${u}.none`)}
        chosenText={t(`${u}.chosen`)}
        onChange={(event) => {
          choose(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
      />
      {uploads.length ? (
        <ul className="space-y-2" aria-label={t(`${u}.title`)} data-testid="uploads">
          {uploads.map((item) => {
            // Rounded down: 100 % only once storage took the last byte.
            const percent =
              item.state === "success"
                ? 100
                : item.file.size
                  ? Math.min(100, Math.floor((item.sent / item.file.size) * 100))
                  : 0;
            const stateText =
              item.state !== "inProgress"
                ? t(`${u}.states.${item.state}`)
                : item.waiting
                  ? t(`${u}.states.waiting`, { percent })
                  : t(`${u}.states.inProgress`, { percent });
            return (
              <li key={item.key} className="space-y-1 rounded-md border border-line p-2" data-state={item.state}>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 font-medium break-words">{item.file.name}</span>
                  <span className="text-muted">{size(item.file.size)}</span>
                </div>
                <progress
                  className="h-2 w-full"
                  max={100}
                  value={percent}
                  aria-label={t(`${u}.progress`, { name: item.file.name })}
                />
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span
                    role="status"
                    className={
                      item.state === "error" ? "text-danger" : item.state === "success" ? "text-success" : "text-muted"
                    }
                  >
                    {item.error && item.state === "error" ? `${stateText}: ${item.error}` : stateText}
                  </span>
                  {item.state === "pending" || item.state === "inProgress" ? (
                    <button
                      type="button"
                      className={buttonClass("secondary", "text-sm")}
                      onClick={() => cancel(item.key)}
                    >
                      {t(`${u}.cancel`)}
                      <span className="sr-only">: {item.file.name}</span>
                    </button>
                  ) : item.state === "error" || item.state === "canceled" ? (
                    <button
                      type="button"
                      className={buttonClass("secondary", "text-sm")}
                      onClick={() => void run(item)}
                    >
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
