import { formatShare } from "#graphql/validation/company-limits";
import { personName, type NamedPerson } from "./person";
import type { TFunction } from "./translate";

/**
 * Charts drawn on the server as SVG markup (DESIGN.md: 0 KB of script): the ownership donut and a
 * vote's tally bar. They draw geometry only; the page puts each inside an element with role img
 * whose accessible name gives the figures, and a legend in words beside it. Colours are classes
 * over the theme's tokens (app/tailwind.css: .ui-chart-*), so the same markup reads in the dark
 * theme. Shares are basis points (10000 = 100 %).
 */

/** Colours a chart tells apart: the first seven for the largest parts, the eighth for the rest. */
export const CHART_TONES = 8;

/** One part of a whole, in basis points, drawn in a tone (1 to CHART_TONES). */
export interface ChartPart {
  value: number;
  tone: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A ring of parts, clockwise from the top, each in its tone, with a small gap between parts. The
 * circle's path length is the whole (pathLength), so a part's dash is its basis points.
 */
export function donutSvg(parts: readonly ChartPart[], whole = 10000): string {
  const drawn = parts.filter((part) => part.value > 0);
  const gap = drawn.length > 1 ? whole * 0.006 : 0;
  let start = 0;
  const circles = drawn.map((part) => {
    // A sliver still shows: never shorter than a gap.
    const length = Math.max(part.value - gap, Math.min(gap, part.value));
    const circle = `<circle class="ui-chart-${part.tone}" cx="50" cy="50" r="40" pathLength="${whole}" stroke-dasharray="${round(length)} ${round(whole - length)}" stroke-dashoffset="${round(-start)}"/>`;
    start += part.value;
    return circle;
  });
  return (
    `<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" class="ui-chart-donut">` +
    `<circle class="ui-chart-track" cx="50" cy="50" r="40"/>` +
    `<g transform="rotate(-90 50 50)">${circles.join("")}</g></svg>`
  );
}

/** A vote's tally as the API gives it (basis points of the electorate). */
export interface TallyFigures {
  for: number;
  against: number;
  notVoted: number;
  total: number;
  passesAt: number;
}

/**
 * A vote's tally as one bar: for (from the left), against (from the right), not voted between, and
 * the threshold marked across the bar where support passes it.
 */
export function tallyBarSvg(tally: TallyFigures): string {
  const total = tally.total || 10000;
  const x = (bp: number) => round((Math.min(Math.max(bp, 0), total) / total) * 1000);
  const forWidth = x(tally.for);
  const againstWidth = x(tally.against);
  const mark = x(tally.passesAt);
  return (
    `<svg viewBox="0 0 1000 28" preserveAspectRatio="none" aria-hidden="true" focusable="false" class="ui-chart-bar">` +
    `<rect class="ui-chart-none" x="0" y="6" width="1000" height="16"/>` +
    (forWidth > 0 ? `<rect class="ui-chart-for" x="0" y="6" width="${forWidth}" height="16"/>` : "") +
    (againstWidth > 0
      ? `<rect class="ui-chart-against" x="${round(1000 - againstWidth)}" y="6" width="${againstWidth}" height="16"/>`
      : "") +
    `<line class="ui-chart-mark" x1="${mark}" x2="${mark}" y1="0" y2="28" vector-effect="non-scaling-stroke"/>` +
    `</svg>`
  );
}

/** An owner as the chart needs them: their share and what the legend says of them. */
export interface ChartOwner<P> {
  share: number;
  person: P;
}

/** One entry of the ownership chart's legend: an owner, or the rest of the owners together. */
export type OwnershipSlice<P> = { tone: number; share: number } & (
  { person: P; others?: undefined } | { person?: undefined; others: number }
);

/**
 * The ownership donut of owners listed largest share first: the seven largest each in a tone of
 * their own, the rest together in the eighth (`unlisted`: the owners not in the list, when the
 * list is a page of them, and their share). Every owner listed keeps their place's tone on every
 * page that draws the company (the vHold dashboard, the control center's owners).
 */
export function ownershipChart<P>(
  owners: readonly ChartOwner<P>[],
  unlisted: { count: number; share: number } = { count: 0, share: 0 },
) {
  const own = owners.filter((owner) => owner.share > 0);
  const each = own.length + unlisted.count > CHART_TONES ? CHART_TONES - 1 : CHART_TONES;
  const slices: OwnershipSlice<P>[] = own
    .slice(0, each)
    .map((owner, i) => ({ tone: i + 1, share: owner.share, person: owner.person }));
  const rest = own.slice(each);
  const restCount = rest.length + unlisted.count;
  const restShare = rest.reduce((sum, owner) => sum + owner.share, 0) + unlisted.share;
  if (restCount > 0 && restShare > 0) slices.push({ tone: CHART_TONES, share: restShare, others: restCount });
  return { svg: donutSvg(slices.map((slice) => ({ value: slice.share, tone: slice.tone }))), slices };
}

export type OwnershipChart<P> = ReturnType<typeof ownershipChart<P>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An owner as the ownership figure names them. */
export type FigurePerson = NamedPerson & { id: string; username: string };

/**
 * The ownership figure as markup, drawn whole on the server (DESIGN.md: charts are 0 KB of
 * script; Carta/Pulley: ownership is a picture first): its heading, the donut (an image named with
 * every part and its share), the number of owners in its middle, and its legend in words (colour,
 * name, username, share). The same on vHold's dashboard and the control center's owners, whose
 * pages show it as it came (no code of its own in the browser). `owners` largest share first;
 * `total`: the company's owners (a page of them may be fewer).
 */
export function ownershipFigure(
  owners: readonly ChartOwner<FigurePerson>[],
  options: {
    t: TFunction;
    language: string;
    total: number;
    headingId: string;
    unlisted?: { count: number; share: number };
  },
): string {
  const { t, language, total, headingId } = options;
  const { svg, slices } = ownershipChart(owners, options.unlisted);
  const pct = (bp: number) => formatShare(bp, language);
  const named = slices.map((slice) => ({
    slice,
    name: slice.person ? personName(t, slice.person) : t("charts.ownership.others", { count: slice.others }),
  }));
  const label = t("charts.ownership.label", {
    parts: named.map(({ slice, name }) => t("charts.ownership.part", { name, share: pct(slice.share) })).join("; "),
  });
  const legend = named
    .map(
      ({ slice, name }) =>
        `<li class="flex items-center gap-3 py-2"><span aria-hidden="true" class="ui-swatch ui-swatch-${slice.tone}"></span>` +
        `<span class="min-w-0 flex-1 break-words">${escapeHtml(name)}` +
        (slice.person && !slice.person.deleted
          ? `<span class="block text-xs text-subtle">@${escapeHtml(slice.person.username)}</span>`
          : "") +
        `</span><span class="shrink-0 font-semibold tabular-nums">${escapeHtml(t("charts.share", { share: pct(slice.share) }))}</span></li>`,
    )
    .join("");
  return (
    `<h2 id="${headingId}" class="text-lg font-semibold">${escapeHtml(t("charts.ownership.heading"))}</h2>` +
    `<figure class="flex flex-col gap-section sm:flex-row sm:items-center" data-testid="ownership-chart">` +
    `<div class="relative mx-auto size-40 shrink-0 sm:mx-0">` +
    `<div role="img" aria-label="${escapeHtml(label)}" class="size-40" data-testid="ownership-donut">${svg}</div>` +
    `<div aria-hidden="true" class="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">` +
    `<span class="text-2xl font-semibold tabular-nums">${escapeHtml(new Intl.NumberFormat(language).format(total))}</span>` +
    `<span class="text-xs text-muted">${escapeHtml(t("charts.ownership.owners", { count: total }))}</span></div></div>` +
    `<figcaption class="min-w-0 flex-1"><ul class="divide-y divide-line" data-testid="ownership-legend">${legend}</ul></figcaption>` +
    `</figure>`
  );
}
