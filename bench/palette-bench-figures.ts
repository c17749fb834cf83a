// Measures the palette scorer against Fuse.js: median time per query on the real entries and on
// 10,000 synthetic ones, and top-1 / top-3 relevance on the checked-in query list. Returns data,
// so bench-palette.ts prints it and other scripts (reports, CI checks) can reuse it.
import Fuse from 'fuse.js';
import { performance } from 'node:perf_hooks';
import { CATEGORIES } from '../src/content/page-entry';
import { industries } from '../src/content/industries';
import { places } from '../src/content/places';
import { services } from '../src/content/services';
import { paletteEntries } from '../src/features/palette/palette-entries';
import type { PaletteEntry } from '../src/features/palette/palette-entry';
import { searchEveryday } from '../src/features/palette/everyday-search';
import { prepareEntries } from '../src/features/palette/word-index';
import { everydayQueries } from '../tests/features/palette/everyday-queries';
import { relevanceQueries } from '../tests/features/palette/relevance-queries';
import { median } from './median';

/** What people type, including the half-typed states each keystroke searches for. */
export const benchQueries = [
  's',
  'se',
  'seo',
  'seo m',
  'seo mum',
  'mumbai seo',
  'google ads delhi',
  'adwords',
  'smm',
  'website design',
  'banglore seo',
  'gurgoan',
  'hydrabad ppc',
  'bengaluru',
  'page speed',
  'keyword',
  'hospital marketing',
  'real estate gurgaon',
  'quote',
  'contact',
  'whatsapp',
  'free seo tools',
  'mktg',
  'xyzzy',
];

export const SYNTHETIC_SIZE = 10_000;

export interface EngineFigures {
  /** Median microseconds per query. */
  medianMicros: number;
  /** Milliseconds to build the engine's index. */
  indexMillis: number;
}

export interface SizeFigures {
  entries: number;
  ours: EngineFigures;
  fuse: EngineFigures;
  /** Fuse.js median divided by ours: how many times faster the scorer is. */
  speedup: number;
}

export interface RelevanceFigures {
  queries: number;
  top1: number;
  top3: number;
}

export interface PaletteBenchFigures {
  queries: readonly string[];
  full: SizeFigures;
  synthetic: SizeFigures;
  relevance: { ours: RelevanceFigures; fuse: RelevanceFigures };
  /** The everyday-question set (issue 24): any of a query's expected pages counts. */
  everyday: EverydayFigures;
}

export interface EverydayFigures extends RelevanceFigures {
  /** The same figures on the Hindi and Hinglish queries alone. */
  hindi: RelevanceFigures;
  misses: { query: string; expected: readonly string[]; got: string[] }[];
}

type Engine = (query: string) => string[];

/** Fuse.js with its default options over the same four fields and weights as the scorer. */
function fuseEngine(entries: readonly PaletteEntry[]): Engine {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'description', weight: 0.8 },
      { name: 'keywords', weight: 1.5 },
      { name: 'category', weight: 0.5 },
    ],
  });
  return (query) => fuse.search(query).map((result) => result.item.id);
}

function oursEngine(entries: readonly PaletteEntry[]): Engine {
  const index = prepareEntries(entries);
  return (query) => searchEveryday(index, query).map((result) => result.entry.id);
}

function timed<T>(build: () => T): { value: T; millis: number } {
  const start = performance.now();
  const value = build();
  return { value, millis: performance.now() - start };
}

/** Median of single-query timings over `rounds` passes of the query list, after `warmup` passes. */
function medianMicros(
  engine: Engine,
  queries: readonly string[],
  rounds: number,
  warmup: number,
): number {
  for (let i = 0; i < warmup; i++) for (const query of queries) engine(query);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const query of queries) {
      const start = performance.now();
      engine(query);
      samples.push((performance.now() - start) * 1000);
    }
  }
  return median(samples);
}

interface Rounds {
  rounds: number;
  warmup: number;
}

function measureSize(
  entries: readonly PaletteEntry[],
  ourRounds: Rounds,
  fuseRounds: Rounds,
): SizeFigures {
  const ours = timed(() => oursEngine(entries));
  const fuse = timed(() => fuseEngine(entries));
  const oursMedian = medianMicros(ours.value, benchQueries, ourRounds.rounds, ourRounds.warmup);
  const fuseMedian = medianMicros(fuse.value, benchQueries, fuseRounds.rounds, fuseRounds.warmup);
  return {
    entries: entries.length,
    ours: { medianMicros: oursMedian, indexMillis: ours.millis },
    fuse: { medianMicros: fuseMedian, indexMillis: fuse.millis },
    speedup: fuseMedian / oursMedian,
  };
}

function relevanceOf(engine: Engine): RelevanceFigures {
  let top1 = 0;
  let top3 = 0;
  for (const { query, expected } of relevanceQueries) {
    const rank = engine(query).indexOf(expected);
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
  }
  return { queries: relevanceQueries.length, top1, top3 };
}

function everydayOf(engine: Engine): EverydayFigures {
  const all = { queries: 0, top1: 0, top3: 0 };
  const hindi = { queries: 0, top1: 0, top3: 0 };
  const misses: EverydayFigures['misses'] = [];
  for (const { query, expected, hindi: isHindi } of everydayQueries) {
    const got = engine(query).slice(0, 3);
    const top1 = got.length > 0 && expected.includes(got[0]!);
    const top3 = got.some((id) => expected.includes(id));
    for (const figures of isHindi ? [all, hindi] : [all]) {
      figures.queries++;
      if (top1) figures.top1++;
      if (top3) figures.top3++;
    }
    if (!top3) misses.push({ query, expected, got });
  }
  return { ...all, hindi, misses };
}

/** A small seeded generator (mulberry32), so the synthetic entries are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` entries shaped like real ones: a service for an industry in a place, with the service's
 * description and keywords, the place's other names and the industry's words, in all categories.
 */
export function syntheticEntries(count: number, seed = 2014): PaletteEntry[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const service = pick(services);
    const industry = pick(industries);
    const place = pick(places);
    const shape = i % 3;
    const title =
      shape === 0
        ? `${service.name} for ${industry.name} in ${place.name}`
        : shape === 1
          ? `${industry.name} ${service.name} in ${place.name}`
          : `${service.name} in ${place.name}`;
    return {
      id: `synthetic:${i}`,
      title,
      description: `${service.description} For ${industry.name.toLowerCase()} businesses in ${place.name}, ${place.state}.`,
      path: `/synthetic/${i}`,
      icon: service.icon,
      category: pick(CATEGORIES),
      keywords: [
        ...service.keywords,
        ...place.aliases,
        place.name.toLowerCase(),
        ...industry.keywords,
      ],
      popular: random() < 0.02 ? true : undefined,
      external: false,
    };
  });
}

/**
 * Runs the whole benchmark; about 20 seconds, most of it one pass of Fuse.js at 10,000 entries
 * (already warmed up by the passes over the palette entries).
 */
export function measurePaletteBench(): PaletteBenchFigures {
  return {
    queries: benchQueries,
    full: measureSize(paletteEntries, { rounds: 200, warmup: 50 }, { rounds: 20, warmup: 5 }),
    synthetic: measureSize(
      syntheticEntries(SYNTHETIC_SIZE),
      { rounds: 20, warmup: 3 },
      { rounds: 1, warmup: 0 },
    ),
    relevance: {
      ours: relevanceOf(oursEngine(paletteEntries)),
      fuse: relevanceOf(fuseEngine(paletteEntries)),
    },
    everyday: everydayOf(oursEngine(paletteEntries)),
  };
}
