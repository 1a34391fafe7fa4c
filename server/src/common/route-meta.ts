import type { ExecutionContext } from '@nestjs/common';

type Handler = ReturnType<ExecutionContext['getHandler']>;
type Controller = ReturnType<ExecutionContext['getClass']>;

/**
 * What a guard or interceptor reads from a route's decorators, read once per route rather than
 * on every request: route metadata is fixed once the app starts, and Reflector's lookups walk
 * prototypes on each call (decision 0022, "Per-request pipeline"). Keyed by class and handler,
 * as a handler inherited by two controllers may carry different class-level metadata in each.
 */
export class RouteMeta<T> {
  private readonly byClass = new WeakMap<Controller, WeakMap<Handler, T>>();

  constructor(private readonly read: (handler: Handler, controller: Controller) => T) {}

  of(context: ExecutionContext): T {
    const controller = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.byClass.get(controller);
    if (!byHandler) this.byClass.set(controller, (byHandler = new WeakMap()));
    let meta = byHandler.get(handler);
    if (meta === undefined) byHandler.set(handler, (meta = this.read(handler, controller)));
    return meta;
  }
}
