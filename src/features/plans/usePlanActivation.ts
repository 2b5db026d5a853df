import { useCallback, useState } from 'react'
import type { PlanDetail } from '../../api/contract/extensions/plans'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useActivatePlan } from './queries'

/**
 * "Activate" on a row: asks first (`confirming`), then activates the plan; the lists are refreshed
 * before the dialog closes, so the row already shows the new status. The notice of what was done takes
 * the focus (`focusOnMount`): the button that opened the dialog is gone with the change.
 */
export function usePlanActivation() {
  const mutation = useActivatePlan()
  const [confirming, setConfirming] = useState<PlanDetail | null>(null)
  const [done, setDone] = useState<PlanDetail | null>(null)
  const { reset } = mutation

  const ask = useCallback(
    (detail: PlanDetail) => {
      reset()
      setConfirming(detail)
    },
    [reset],
  )
  const cancel = useCallback(() => setConfirming(null), [])
  const dismiss = useCallback(() => setDone(null), [])
  const [confirm, running] = useSubmitOnce(async () => {
    const planId = confirming?.plan?.id
    if (planId == null) return
    setDone(null)
    await mutation.mutateAsync({ planId })
    setConfirming(null)
    setDone(confirming)
  })

  return { confirming, ask, cancel, confirm, running, error: mutation.error, done, dismiss }
}
