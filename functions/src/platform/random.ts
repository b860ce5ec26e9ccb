import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

const TWO_TO_32 = 4_294_967_296;

/** A 32-bit finaliser (murmur3's): every input bit affects every output bit. */
function mix32(value: number): number {
  let h = value ^ 0x5bd1e995;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * A seeded random source (pure-rand's xoroshiro128+): the same seed gives the same analysis and
 * the same simulated respondents on every machine. The distributions used by the bootstrap and
 * the simulator are built here so that both draw the same way.
 */
export class Random {
  private readonly generator;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    // xoroshiro's first outputs are close for close seeds: mix the seed and let the state warm up.
    this.generator = xoroshiro128plus(mix32(seed | 0));
    for (let k = 0; k < 16; k++) this.generator.next();
  }

  /** A child source for a named part of the work, independent of how much the parent drew. */
  static derive(seed: number, ...labels: number[]): Random {
    let hash = mix32(seed | 0);
    for (const label of labels) hash = mix32(hash ^ mix32(((label | 0) + 0x9e3779b9) | 0));
    return new Random(hash);
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    return (this.generator.next() >>> 0) / TWO_TO_32;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.uniform() * n);
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.uniform();
  }

  bernoulli(p: number): boolean {
    return this.uniform() < p;
  }

  /** Standard normal (Marsaglia's polar method). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    for (;;) {
      const u = 2 * this.uniform() - 1;
      const v = 2 * this.uniform() - 1;
      const s = u * u + v * v;
      if (s > 0 && s < 1) {
        const factor = Math.sqrt((-2 * Math.log(s)) / s);
        this.spareNormal = v * factor;
        return u * factor;
      }
    }
  }

  /** Gamma(shape, 1) by Marsaglia and Tsang. */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * Math.pow(this.uniform() || Number.MIN_VALUE, 1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v0 = 1 + c * x;
      if (v0 <= 0) continue;
      const v = v0 * v0 * v0;
      const u = this.uniform();
      if (u < 1 - 0.0331 * x * x * x * x || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v)))
        return d * v;
    }
  }

  beta(a: number, b: number): number {
    const x = this.gamma(a);
    return x / (x + this.gamma(b));
  }

  /** Index drawn with probability proportional to its weight. */
  categorical(weights: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i] ?? 0;
    let target = this.uniform() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] ?? 0;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}
