import { describe, expect, it } from "vitest";
import { donutSvg, ownershipChart, ownershipFigure, tallyBarSvg } from "./charts.server";
import { translatorFor } from "./i18next.server";

describe("donutSvg", () => {
  it("draws each part as its share of the ring, clockwise from the top, with a gap between parts", () => {
    const svg = donutSvg([
      { value: 5000, tone: 1 },
      { value: 3000, tone: 2 },
      { value: 2000, tone: 3 },
    ]);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain("rotate(-90 50 50)");
    const dashes = [
      ...svg.matchAll(/class="ui-chart-(\d)"[^>]*stroke-dasharray="([\d.]+) ([\d.]+)" stroke-dashoffset="(-?[\d.]+)"/g),
    ].map((m) => ({
      tone: Number(m[1]),
      length: Number(m[2]),
      rest: Number(m[3]),
      offset: Number(m[4]),
    }));
    expect(dashes).toEqual([
      { tone: 1, length: 4940, rest: 5060, offset: 0 },
      { tone: 2, length: 2940, rest: 7060, offset: -5000 },
      { tone: 3, length: 1940, rest: 8060, offset: -8000 },
    ]);
  });

  it("draws a sole owner's whole ring without a gap, and skips empty parts", () => {
    const svg = donutSvg([
      { value: 10000, tone: 1 },
      { value: 0, tone: 2 },
    ]);
    expect(svg).toContain('stroke-dasharray="10000 0"');
    expect(svg).not.toContain("ui-chart-2");
  });
});

describe("ownershipChart", () => {
  const owner = (share: number, id: string) => ({ share, person: { id } });

  it("gives the seven largest a tone each and the rest the eighth, together", () => {
    const owners = Array.from({ length: 10 }, (_, i) => owner(1000, `p${i}`));
    const { slices } = ownershipChart(owners);
    expect(slices.map((s) => s.tone)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(slices[7]).toEqual({ tone: 8, share: 3000, others: 3 });
  });

  it("keeps up to eight owners apart, and counts owners past a page with the rest", () => {
    expect(
      ownershipChart(Array.from({ length: 8 }, (_, i) => owner(1250, `p${i}`))).slices.every((s) => s.person),
    ).toBe(true);
    const { slices } = ownershipChart([owner(6000, "a"), owner(3000, "b")], { count: 4, share: 1000 });
    expect(slices).toEqual([
      { tone: 1, share: 6000, person: { id: "a" } },
      { tone: 2, share: 3000, person: { id: "b" } },
      { tone: 8, share: 1000, others: 4 },
    ]);
  });
});

describe("tallyBarSvg", () => {
  it("puts for on the left, against on the right and the threshold's mark where support passes", () => {
    const svg = tallyBarSvg({ for: 5400, against: 1200, notVoted: 3400, total: 10000, passesAt: 5100 });
    expect(svg).toContain('class="ui-chart-for" x="0" y="6" width="540"');
    expect(svg).toContain('class="ui-chart-against" x="880" y="6" width="120"');
    expect(svg).toContain('x1="510" x2="510"');
  });

  it("draws nothing for a side without votes", () => {
    const svg = tallyBarSvg({ for: 0, against: 0, notVoted: 10000, total: 10000, passesAt: 5001 });
    expect(svg).not.toContain("ui-chart-for");
    expect(svg).not.toContain("ui-chart-against");
    expect(svg).toContain('x1="500.1"');
  });
});

describe("ownershipFigure", () => {
  it("names the donut with every owner and share in the reader's language, and escapes names", () => {
    const person = (id: string, name: string) => ({ id, name, surname: "Коваль", username: id, deleted: false });
    const html = ownershipFigure(
      [
        { share: 5050, person: person("olena", "Олена") },
        { share: 4950, person: person("x", "<b>Ігор</b>") },
      ],
      { t: translatorFor("uk"), language: "uk", total: 2, headingId: "h" },
    );
    expect(html).toContain(
      'role="img" aria-label="Власність: Олена Коваль, 50,5 %; &#60;b&#62;Ігор&#60;/b&#62; Коваль, 49,5 %"',
    );
    expect(html).not.toContain("<b>");
    expect(html).toContain('<h2 id="h"');
    expect(html).toContain("@olena");
  });
});
