import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** Names in path segments follow the dialogs' rule: trimmed, non-empty, at most 200. */
@Injectable()
export class NodeNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const name = String(value ?? '').trim();
    if (!name) throw new BadRequestException('Name must not be empty');
    if (name.length > 200) throw new BadRequestException('Name must be at most 200 characters');
    return name;
  }
}
