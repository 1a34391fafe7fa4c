import {
  EXAM_FINALIZED,
  EXAM_NO_SHOW_MESSAGE,
  EXAM_NO_SHOW_TITLE,
  EXAM_UNFINALIZED,
  EXAM_WITHDRAWN,
} from '@domain/messages';
import type { ExamAction } from '@domain/exams';
import { useCallback, useState } from 'react';
import type { Notice } from '@client/components/NoticeSnackbar';
import {
  useFinalizeExamMutation,
  useNoShowExamMutation,
  useSaveExamFieldMutation,
  useUnfinalizeExamMutation,
  useWithdrawExamMutation,
} from '../api/rostersApi';

const NOTICES: Record<ExamAction, Notice> = {
  finalize: { severity: 'success', message: EXAM_FINALIZED },
  unfinalize: { severity: 'success', message: EXAM_UNFINALIZED },
  withdraw: { severity: 'success', message: EXAM_WITHDRAWN },
  noShow: { severity: 'success', title: EXAM_NO_SHOW_TITLE, message: EXAM_NO_SHOW_MESSAGE },
};

/**
 * Field saves and transitions of one exam. On success the seed's notifications; on an error
 * the exam, its fields and the roster are fetched again, with no message (seed 001 section 7).
 */
export function useExamActions(examUuid: string, refetchAll: () => void) {
  const [saveField] = useSaveExamFieldMutation();
  const [finalize] = useFinalizeExamMutation();
  const [noShow] = useNoShowExamMutation();
  const [withdraw] = useWithdrawExamMutation();
  const [unfinalize] = useUnfinalizeExamMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const save = useCallback(
    (fieldId: string, value: string) => {
      saveField({ id: examUuid, fieldId, examFieldValueDto: { value } }).unwrap().catch(refetchAll);
    },
    [examUuid, refetchAll, saveField],
  );

  const act = useCallback(
    async (action: ExamAction) => {
      const run = { finalize, noShow, withdraw, unfinalize }[action];
      setBusy(true);
      try {
        await run({ id: examUuid }).unwrap();
        setNotice(NOTICES[action]);
      } catch {
        refetchAll();
      } finally {
        setBusy(false);
      }
    },
    [examUuid, finalize, noShow, refetchAll, unfinalize, withdraw],
  );

  return { save, act, busy, notice, closeNotice: () => setNotice(null) };
}
