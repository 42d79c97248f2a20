/**
 * A shared node's dialogs over Available to me (rename and delete with edit access; access,
 * public link and protection with full access): the same dialogs as My files', whose module says
 * which list is under them from the address.
 */
export { action, handle, loader, meta, default } from "./_app.vhub.$id.files._mine.$action.$nodeId";
