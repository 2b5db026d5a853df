import { isApiError } from '../../api/errors'
import type { Environment } from '../../session/config'

/**
 * How a signed-out form shows a call that failed: a key the service refused is the key field's error
 * (`onKeyRefused`, which should focus it); anything else is the form's alert (`onOther`).
 */
export function showCallFailure(
  error: unknown,
  environment: Environment,
  onKeyRefused: (message: string) => void,
  onOther: (error: unknown) => void,
) {
  if (isApiError(error) && error.kind === 'unauthorized') {
    onKeyRefused(`${environment.label} refused this API key. Check it and try again.`)
  } else {
    onOther(error)
  }
}
