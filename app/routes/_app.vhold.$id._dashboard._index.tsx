/**
 * /vhold/{id} itself: the dashboard's layout route (_dashboard) is pathless, so it matches the
 * company's URL only through this index. The dashboard is the layout's own content, kept there so
 * that it stays under the transfer's dialog; this route adds nothing (RouteDialogHost knows an
 * index for the parent's page, not a step).
 */
export default function VholdDashboardIndex() {
  return null;
}
