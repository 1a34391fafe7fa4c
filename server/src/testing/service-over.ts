import type { Abstract, InjectionToken, Type } from '@nestjs/common';
import {
  OPTIONAL_DEPS_METADATA,
  PARAMTYPES_METADATA,
  SELF_DECLARED_DEPS_METADATA,
} from '@nestjs/common/constants';
import { Test } from '@nestjs/testing';

/**
 * One way to build a service in a unit spec (issue 33 item 8): Nest's own injector constructs
 * it from `useValue` fakes keyed by the dependency's class or token, exactly as the app would
 * (constructor order, @InjectDataSource, @Inject(APP_CONFIG), @Optional). Before this each
 * spec spread its stand-ins into the constructor by position, so a reordered or added
 * parameter silently received the wrong object or `undefined as never`.
 *
 * Two loud failures instead of silent ones:
 * - a dependency the service takes with no fake given (or a fake it does not take) throws,
 *   naming them all, before anything is built;
 * - a fake answers only what the spec gave it: reading any other member throws, naming the
 *   fake and the member, instead of handing the service `undefined` (a missing `isRunning`
 *   would otherwise read as false and a test could pass for the wrong reason).
 *
 * Lives outside the production build (server/tsconfig.build.json excludes src/testing).
 */

/** The members of T a fake may give, each with whatever stand-in the spec needs. */
export type Fake<T> = { [K in keyof T]?: unknown };

export interface FakeProvider {
  readonly token: InjectionToken;
  readonly value: object;
}

/** A fake for the dependency `token` (a class, or a token such as APP_CONFIG). */
export function fake<T>(token: Type<T> | Abstract<T>, value: Fake<T>): FakeProvider;
export function fake(token: string | symbol, value: object): FakeProvider;
export function fake(token: InjectionToken, value: object): FakeProvider {
  return { token, value: answeringOnly(nameOf(token), value) };
}

/** The service built by Nest over exactly these fakes. */
export async function serviceOver<T>(service: Type<T>, ...fakes: FakeProvider[]): Promise<T> {
  const needed = dependenciesOf(service);
  const given = new Set(fakes.map((f) => f.token));
  const missing = needed.filter((d) => !d.optional && !given.has(d.token));
  const unused = fakes.filter((f) => !needed.some((d) => d.token === f.token));
  if (missing.length || unused.length)
    throw new Error(
      [
        `serviceOver(${service.name}):`,
        ...missing.map((d) => `no fake for ${nameOf(d.token)} (constructor argument ${d.index})`),
        ...unused.map((f) => `a fake for ${nameOf(f.token)}, which it does not take`),
      ].join('\n  '),
    );
  const moduleRef = await Test.createTestingModule({
    providers: [service, ...fakes.map((f) => ({ provide: f.token, useValue: f.value }))],
  }).compile();
  return moduleRef.get(service);
}

/**
 * A DataSource whose transaction runs the work at once over `manager` (TypeORM's
 * `transaction(work)` and `transaction(isolation, work)` both), for services that open one
 * and hand its manager to repositories. Commit and rollback are the e2e suites' part.
 */
export function inMemoryDataSource(manager: object = {}) {
  return {
    manager,
    transaction: (...args: unknown[]) => (args.at(-1) as (m: object) => unknown)(manager),
  };
}

interface Dependency {
  index: number;
  token: InjectionToken;
  optional: boolean;
}

/** The constructor's dependencies as Nest reads them: declared types, overridden by @Inject. */
function dependenciesOf(service: Type<unknown>): Dependency[] {
  const types: InjectionToken[] = Reflect.getMetadata(PARAMTYPES_METADATA, service) ?? [];
  const declared: { index: number; param: InjectionToken | { forwardRef: () => Type } }[] =
    Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, service) ?? [];
  const optional: number[] = Reflect.getMetadata(OPTIONAL_DEPS_METADATA, service) ?? [];
  return types.map((type, index) => {
    const param = declared.find((d) => d.index === index)?.param ?? type;
    const token = typeof param === 'object' && 'forwardRef' in param ? param.forwardRef() : param;
    return { index, token, optional: optional.includes(index) };
  });
}

function nameOf(token: InjectionToken): string {
  if (typeof token === 'function') return token.name;
  return typeof token === 'symbol' ? (token.description ?? token.toString()) : String(token);
}

/** Members read by the machinery around a value (await, Nest, Vitest), never by a service. */
const PROBES = new Set(['then', 'toJSON', 'constructor', 'asymmetricMatch', 'nodeType']);

function answeringOnly<T extends object>(name: string, value: T): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'symbol' || key in target || PROBES.has(key))
        return Reflect.get(target, key, receiver);
      throw new Error(`The fake ${name} has no "${key}": give it in the spec's fake`);
    },
  });
}
