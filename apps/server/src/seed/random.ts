/**
 * A small deterministic random source (mulberry32): the same seed gives the same demo data on
 * every machine, so screenshots, tests and bug reports talk about the same rows.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[['a', 3], ['b', 1]]` gives 'a' three times as often as 'b'. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A money amount with cents in [min, max]. */
  amount(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  /** A moment between `daysAgoMax` and `daysAgoMin` days before `now`. */
  pastDate(now: Date, daysAgoMin: number, daysAgoMax: number): Date {
    const ms = (daysAgoMin + this.next() * (daysAgoMax - daysAgoMin)) * 86_400_000;
    return new Date(now.getTime() - ms);
  }
}

export const FIRST_NAMES = [
  'Maria',
  'Daniel',
  'Amara',
  'Leo',
  'Sofia',
  'Noah',
  'Grace',
  'Liam',
  'Aisha',
  'Ethan',
  'Chloe',
  'Mateo',
  'Hannah',
  'Lucas',
  'Priya',
  'Oliver',
  'Yuki',
  'Isaac',
  'Fatima',
  'Samuel',
  'Elena',
  'Jonas',
  'Mei',
  'Owen',
  'Zara',
  'Gabriel',
  'Nora',
  'Ravi',
  'Ingrid',
  'Tomás',
  'Chen',
  'Amelia',
  'Kwame',
  'Lena',
  'Diego',
  'Sara',
] as const;

export const LAST_NAMES = [
  'Lopez',
  'Okafor',
  'Smith',
  'Nguyen',
  'Garcia',
  'Müller',
  'Johnson',
  'Kim',
  'Patel',
  'Rossi',
  'Brown',
  'Andersen',
  'Silva',
  'Tanaka',
  'Williams',
  'Kowalski',
  'Haddad',
  'Martin',
  "O'Brien",
  'Novak',
  'Diaz',
  'Schmidt',
  'Mensah',
  'Ivanova',
  'Clarke',
  'Moreau',
  'Santos',
  'Larsen',
  'Cohen',
  'Fischer',
] as const;

/** An email that is unique by construction (the index is part of it). */
export function emailFor(first: string, last: string, index: number, domain = 'example.com'): string {
  const clean = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase();
  return `${clean(first)}.${clean(last)}${index}@${domain}`;
}

/** Splits rows into batches small enough for one INSERT (Postgres allows 65,535 parameters). */
export function batches<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}
