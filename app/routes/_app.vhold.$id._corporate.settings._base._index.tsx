/**
 * /vhold/{id}/settings itself: the base characteristics' layout route (_base) is pathless, so it
 * matches the settings' URL only through this index. The page is the layout's own content, kept
 * there so that it stays under the edit dialog; this route adds nothing (as the dashboard's index).
 */
export default function BaseCharacteristicsIndex() {
  return null;
}
