import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { fake } from './service-over';

/**
 * SharedAnswers that reads at once for every caller: which answers are shared, and for how
 * long, is SharedAnswers' own spec; a service spec sees what the service makes of the read.
 */
export const readAtOnce = () =>
  fake(SharedAnswers, {
    get: (_key: string, _sources: unknown, _user: string, read: () => unknown) => read(),
  });
