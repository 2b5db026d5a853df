import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  type Country,
} from 'jsvat'
import {
  type EuVatPrefix,
  euVatCountries,
  isEuVatPrefix,
  usVatUploadHistoryList,
  usVatUploadTypes,
  vatNumberValidate,
  type VatNumberValidation,
} from '../../src/api/contract/vat'
import type { Stored, UsVatUploadRecord } from '../records'
import { defineArea, handle } from '../registry'

/**
 * VAT (4.17 number validation, 4.18 US VAT upload history).
 *
 * A number in the workspace's register (`vatNumbers`) is answered from it, with its company. Any other
 * number gets a real format and check-digit test for its EU member state (jsvat), and a message that
 * says why it is invalid: a prefix that is not an EU member state's, a wrong format, or check digits
 * that do not match.
 */

/** jsvat's rules for each EU prefix (Greece's numbers start with EL). */
const jsvatCountries: Record<EuVatPrefix, Country> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  EL: greece,
  ES: spain,
  FI: finland,
  FR: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
}

const euPrefixes = Object.keys(euVatCountries).join(', ')

/** The check of a number that is not in the register. `vatNumber` is already normalised. */
export function checkEuVatNumber(vatNumber: string): Stored<VatNumberValidation> {
  const prefix = vatNumber.slice(0, 2)
  const result = (valid: boolean, validateMessage: string): Stored<VatNumberValidation> => ({
    vatNumber,
    countryCode: prefix,
    valid,
    validateMessage,
    companyName: '',
    companyAddress: '',
  })
  if (!isEuVatPrefix(prefix)) {
    if (prefix === 'GR') return result(false, 'Unknown country prefix GR: Greek VAT numbers start with EL')
    return result(false, `Unknown country prefix ${prefix}: EU VAT numbers start with one of ${euPrefixes}`)
  }
  const { country, format } = euVatCountries[prefix]
  const check = checkVAT(vatNumber, [jsvatCountries[prefix]])
  if (!check.isValidFormat) {
    return result(false, `Wrong format for ${country}: a VAT number there is ${prefix} followed by ${format}`)
  }
  if (!check.isValid) {
    return result(false, `Bad checksum: the check digits do not match, so this is not a valid VAT number of ${country}`)
  }
  return result(
    true,
    `Format and checksum are valid for ${country}. The number is not in the sandbox's register, so no company details are known`,
  )
}

/** An entry as the API shows it (2.14): the upload type is kept for the filter only. */
function publicEntry({ uploadType: _uploadType, ...entry }: UsVatUploadRecord) {
  return entry
}

export default defineArea({
  area: 'vat',
  handlers: [
    handle(vatNumberValidate, ({ input, store }) => {
      const known = store.vatNumbers.get(input.vatNumber)
      if (!known) return { vatNumberValidate: checkEuVatNumber(input.vatNumber) }
      const validateMessage =
        known.validateMessage || (known.valid ? 'Registered: the number is valid' : 'Registered as not valid')
      return { vatNumberValidate: { ...known, validateMessage } }
    }),

    handle(usVatUploadHistoryList, ({ input, store, dialect }) => {
      const { page = 0, count = 20 } = input
      const invoiceId = input.invoiceId?.trim()
      const gatewayName = input.gatewayName?.trim().toLowerCase()
      const types = new Set<string>(input.uploadType?.length ? input.uploadType : usVatUploadTypes)
      const newestFirst = store.usVatUploadHistory.sorted('createTime:desc', (a, b) => b.createTime - a.createTime || b.id - a.id)
      const matching = newestFirst.filter(
        (entry) =>
          types.has(entry.uploadType) &&
          (!invoiceId || entry.invoiceId === invoiceId) &&
          (!gatewayName || entry.gatewayName.toLowerCase() === gatewayName),
      )
      // The service's source has no logic for this list; like its other lists it is built from a nil slice (A3).
      const historyList = matching.slice(page * count, (page + 1) * count).map(publicEntry)
      return { historyList: dialect.list(historyList, 'null'), total: matching.length }
    }),
  ],
})
