import { SafeLink } from '../../components/SafeLink'
import { TextValue } from '../../components/Values'
import { safeHttpUrl } from '../../lib/urls'

/** A value that may be an address (social profiles): a link when http(s), plain text otherwise. */
export function LinkOrText({ value }: { value: string | null | undefined }) {
  return safeHttpUrl(value) ? <SafeLink href={value} /> : <TextValue value={value} />
}
