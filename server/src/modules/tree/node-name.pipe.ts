import { Injectable, PipeTransform } from '@nestjs/common';
import { nodeNameProblem } from '@domain/rules';
import { TreeErrorCode, TreeException } from './tree.exceptions';

/** Names in path segments follow the dialogs' rule (libs/domain nodeNameProblem). */
@Injectable()
export class NodeNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const name = String(value ?? '').trim();
    const problem = nodeNameProblem(name);
    if (problem) throw new TreeException(TreeErrorCode.NameInvalid, problem);
    return name;
  }
}
