import { useCallback, useState } from 'react'
import type { WebhookLog } from '../../api/contract/extensions/webhooks'
import { useSubmitOnce } from '../../lib/useSubmitOnce'
import { useResendDelivery } from './queries'
import type { Resent } from './ResendOutcome'

/**
 * "Resend" on a delivery's row, one at a time: the logs are refreshed first (the service records the
 * attempt as a new delivery, at the top), then `outcome` says what the service answered.
 */
export function useRowResend() {
  const mutation = useResendDelivery()
  const [outcome, setOutcome] = useState<Resent | null>(null)
  const [resending, setResending] = useState<number | null>(null)
  const [failedId, setFailedId] = useState<number | null>(null)
  const [resend] = useSubmitOnce(async (log: WebhookLog) => {
    if (log.id == null) return
    setOutcome(null)
    setFailedId(log.id)
    setResending(log.id)
    try {
      const data = await mutation.mutateAsync({ logId: log.id })
      setOutcome({ logId: log.id, sendResult: data.sendResult })
    } finally {
      setResending(null)
    }
  })
  const dismiss = useCallback(() => setOutcome(null), [])
  const error = mutation.isError ? { error: mutation.error, logId: failedId } : null
  return { resend, resending, outcome, dismiss, error }
}
