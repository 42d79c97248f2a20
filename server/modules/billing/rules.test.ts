import { describe, expect, it } from "vitest";
import {
  PAYMENT_LIFETIME_HOURS,
  addDays,
  balanceState,
  convertKop,
  dailyPriceKop,
  daysCovered,
  kyivDay,
  monthDaysToCharge,
  monthOf,
  paymentExpiresAt,
  paymentStateAt,
  previousMonth,
  topUpAmountKop,
  topUpDays,
  type Tariff,
} from "./rules";

const tariff: Tariff = { roleDayKop: 500, storageGbDayKop: 10, initialKop: 30000, defaultStorageGb: 10 };

/** A seeded generator (mulberry32): the property runs are the same every time. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("tariff arithmetic in kopiyky", () => {
  it("prices a day as held roles and storage gigabytes", () => {
    expect(dailyPriceKop(tariff, { roles: 3, storageGb: 10 })).toBe(1600);
    expect(dailyPriceKop(tariff, { roles: 0, storageGb: 1 })).toBe(10);
  });

  it("a year of daily charges drifts by not one kopiyka (200 seeded runs)", () => {
    const random = seeded(21);
    for (let run = 0; run < 200; run += 1) {
      const prices: Tariff = {
        ...tariff,
        roleDayKop: Math.floor(random() * 100_000),
        storageGbDayKop: Math.floor(random() * 1000),
      };
      let balance = Math.floor(random() * 1e9);
      const start = balance;
      let charged = 0;
      let day = "2027-01-01";
      let days = 0;
      while (day < "2028-01-01") {
        const usage = { roles: Math.floor(random() * 200), storageGb: 1 + Math.floor(random() * 1000) };
        const price = dailyPriceKop(prices, usage);
        expect(Number.isSafeInteger(price)).toBe(true);
        if (balance >= price) {
          balance -= price;
          charged += price;
        }
        day = addDays(day, 1);
        days += 1;
      }
      expect(days).toBe(365);
      expect(balance + charged).toBe(start);
    }
    // 73,000 Kyiv days through Temporal: about 2 s alone, past vitest's 5 s on a loaded machine.
  }, 60_000);

  it("a year's top-up is exactly 365 or 366 days' price, a month's 28 to 31", () => {
    const random = seeded(7);
    for (let run = 0; run < 300; run += 1) {
      const daily = Math.floor(random() * 50_000);
      const day = addDays("2026-01-01", Math.floor(random() * 1500));
      const year = topUpAmountKop(day, "YEAR", daily);
      expect([365 * daily, 366 * daily]).toContain(year);
      const { days } = topUpDays(day, "MONTH");
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      expect(topUpAmountKop(day, "MONTH", daily)).toBe(days * daily);
    }
    expect(topUpDays("2028-02-29", "YEAR")).toEqual({ days: 365, last: "2029-02-27" });
    expect(topUpDays("2026-01-31", "MONTH")).toEqual({ days: 28, last: "2026-02-27" });
  });

  it("counts whole days covered and never divides by a free day", () => {
    expect(daysCovered(1599, 1600)).toBe(0);
    expect(daysCovered(4800, 1600)).toBe(3);
    expect(daysCovered(4800, 0)).toBeNull();
    expect(() => daysCovered(0.5, 10)).toThrow(RangeError);
  });

  it("converts to another currency's cents in integers, rounding half away from zero", () => {
    expect(convertKop(4_123_450, 41_234_500)).toBe(100_000); // 41 234.50 UAH is 1000 USD at 41.2345
    expect(convertKop(1, 41_234_500)).toBe(0);
    expect(convertKop(-2_061_725, 41_234_500)).toBe(-50_000);
  });
});

describe("the state of a balance", () => {
  it("is normal with more than 3 days, a warning at 3 or fewer, critical when suspended", () => {
    expect(balanceState({ balanceKop: 6400, suspended: false }, 1600)).toBe("NORMAL");
    expect(balanceState({ balanceKop: 4800, suspended: false }, 1600)).toBe("WARNING");
    expect(balanceState({ balanceKop: 0, suspended: false }, 1600)).toBe("WARNING");
    expect(balanceState({ balanceKop: 1e6, suspended: true }, 1600)).toBe("CRITICAL");
    expect(balanceState({ balanceKop: 0, suspended: false }, 0)).toBe("NORMAL");
  });
});

describe("the Kyiv calendar", () => {
  it("puts an instant on its Kyiv day, across midnight and the clock change", () => {
    expect(kyivDay(new Date("2026-03-28T22:30:00Z"))).toBe("2026-03-29"); // 00:30 EET
    expect(kyivDay(new Date("2026-03-29T20:59:00Z"))).toBe("2026-03-29"); // 23:59 EEST
    expect(kyivDay(new Date("2026-03-29T21:00:00Z"))).toBe("2026-03-30");
  });

  it("knows months and the month before", () => {
    expect(monthOf("2028-02-10")).toEqual({ key: "2028-02", first: "2028-02-01", last: "2028-02-29" });
    expect(previousMonth("2026-01-01")).toEqual({ key: "2025-12", first: "2025-12-01", last: "2025-12-31" });
  });
});

describe("the rest of the month (issue 41: what the month will cost at today's price)", () => {
  it("counts today while its charge is still to come, and none before the account's first charged day", () => {
    expect(monthDaysToCharge("2026-06-01", { todaySettled: false, openedOn: "2026-03-01" })).toBe(30);
    expect(monthDaysToCharge("2026-06-01", { todaySettled: true, openedOn: "2026-03-01" })).toBe(29);
    expect(monthDaysToCharge("2026-06-30", { todaySettled: true, openedOn: "2026-03-01" })).toBe(0);
    expect(monthDaysToCharge("2026-06-30", { todaySettled: false, openedOn: "2026-03-01" })).toBe(1);
    // Opened today: charged from tomorrow.
    expect(monthDaysToCharge("2026-02-10", { todaySettled: false, openedOn: "2026-02-10" })).toBe(18);
    // Opened on the month's last day: nothing left this month.
    expect(monthDaysToCharge("2026-02-28", { todaySettled: false, openedOn: "2026-02-28" })).toBe(0);
    expect(monthDaysToCharge("2028-02-01", { todaySettled: false, openedOn: "2027-01-01" })).toBe(29);
  });
});

describe("a top-up's state", () => {
  const createdAt = new Date("2026-03-02T09:00:00Z");
  it("awaits payment for its lifetime, then reads expired; a settled one stays as settled", () => {
    expect(PAYMENT_LIFETIME_HOURS).toBe(24);
    expect(paymentExpiresAt(createdAt).toISOString()).toBe("2026-03-03T09:00:00.000Z");
    expect(paymentStateAt({ status: "PENDING", createdAt }, new Date("2026-03-03T08:59:59Z"))).toBe("AWAITING_PAYMENT");
    expect(paymentStateAt({ status: "PENDING", createdAt }, new Date("2026-03-03T09:00:00Z"))).toBe("EXPIRED");
    expect(paymentStateAt({ status: "PAID", createdAt }, new Date("2027-01-01T00:00:00Z"))).toBe("PAID");
    expect(paymentStateAt({ status: "REFUSED", createdAt }, new Date("2026-03-02T09:01:00Z"))).toBe("REFUSED");
  });
});
