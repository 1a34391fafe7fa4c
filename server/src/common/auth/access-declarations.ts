import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ACCESS_PERMISSION } from './auth.decorators';

/** Controller methods that are routes but declare no permission, as "Controller.method". */
export function undeclaredRoutes(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
): string[] {
  const missing: string[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as () => unknown;
      if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
      const declared = reflector.getAllAndOverride(ACCESS_PERMISSION, [
        handler,
        instance.constructor,
      ]);
      if (declared === undefined) missing.push(`${instance.constructor.name}.${name}`);
    }
  }
  return missing;
}

/** The app does not start with a route that forgot to say who may call it. */
@Injectable()
export class AccessDeclarationsCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const missing = undeclaredRoutes(this.discovery, this.scanner, this.reflector);
    if (missing.length)
      throw new Error(`Routes without a declared permission (@Access): ${missing.join(', ')}`);
  }
}
