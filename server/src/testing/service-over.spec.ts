import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { fake, inMemoryDataSource, serviceOver } from './service-over';

const LIMIT = Symbol('LIMIT');

@Injectable()
class Clock {
  now(): number {
    return Date.now();
  }
}

@Injectable()
class Counter {
  count = 0;
}

@Injectable()
class Sample {
  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    readonly clock: Clock,
    @Inject(LIMIT) readonly limit: { max: number },
    @Optional() readonly counter?: Counter,
  ) {}

  async stamp(): Promise<unknown> {
    return this.dataSource.transaction(async (manager) => ({ manager, at: this.clock.now() }));
  }
}

describe('serviceOver', () => {
  it('builds the service over the fakes, by class and by token', async () => {
    const manager = { name: 'manager' };
    const sample = await serviceOver(
      Sample,
      fake(DataSource, inMemoryDataSource(manager)),
      fake(Clock, { now: () => 7 }),
      fake(LIMIT, { max: 3 }),
    );
    expect(await sample.stamp()).toEqual({ manager, at: 7 });
    expect(sample.limit.max).toBe(3);
    expect(sample.counter).toBeUndefined();
  });

  it('names every dependency without a fake, and a fake the service does not take', async () => {
    await expect(serviceOver(Sample, fake(Counter, {}), fake(Date, {}))).rejects.toThrow(
      [
        'serviceOver(Sample):',
        'no fake for DataSource (constructor argument 0)',
        'no fake for Clock (constructor argument 1)',
        'no fake for LIMIT (constructor argument 2)',
        'a fake for Date, which it does not take',
      ].join('\n  '),
    );
  });

  it('refuses to answer a member the spec did not give', async () => {
    const sample = await serviceOver(
      Sample,
      fake(DataSource, inMemoryDataSource()),
      fake(Clock, {}),
      fake(LIMIT, { max: 3 }),
    );
    await expect(sample.stamp()).rejects.toThrow(
      `The fake Clock has no "now": give it in the spec's fake`,
    );
  });
});
