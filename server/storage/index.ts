import path from "node:path";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { LocalStorage } from "./local";
import { S3Storage } from "./s3";

import type { ObjectStorage } from "./keys";

export {
  assertKey,
  expiryFor,
  ObjectTooLarge,
  type ObjectStorage,
  type SignedUrlOptions,
  type StoredObject,
  type StoredPart,
  type UploadTarget,
} from "./keys";

export function createStorage(config: Config, clock: Clock): ObjectStorage {
  const storage = config.storage;
  if (storage.driver === "s3") return new S3Storage({ ...storage, clock, ttlSeconds: config.storageUrlTtl });
  return new LocalStorage({
    dir: path.join(config.dataDir, "objects"),
    partsDir: path.join(config.dataDir, "object-parts"),
    signingKey: config.tokenSigningKey,
    clock,
    ttlSeconds: config.storageUrlTtl,
  });
}

export { LocalStorage } from "./local";
export { S3Storage } from "./s3";
