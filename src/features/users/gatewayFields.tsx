import { Stack } from '@mantine/core'
import { Money } from '../../components/Money'
import { SafeLink } from '../../components/SafeLink'
import { Timestamp } from '../../components/Timestamp'
import { YesNo } from '../../components/Values'
import { CopyOrNotSet, type FieldSpec } from '../../components/FieldList'
import { secretState, type SafeGateway } from './format'

/** The user's default gateway's fields (2.10). Secrets show only as "set" or "not set". */
export const gatewayFields: FieldSpec<SafeGateway>[] = [
  ['Gateway ID', (gateway) => <CopyOrNotSet value={gateway.gatewayId} label="gateway ID" />],
  ['Gateway name', (gateway) => gateway.gatewayName],
  ['Name', (gateway) => gateway.name],
  ['Display name', (gateway) => gateway.displayName],
  ['Sub-gateway', (gateway) => gateway.subGateway],
  ['Sub-gateway name', (gateway) => gateway.subGatewayName],
  ['Currency', (gateway) => gateway.currency],
  ['Minimum amount', (gateway) => <Money amount={gateway.minimumAmount} currency={gateway.currency} />],
  ['Automatic charge enabled', (gateway) => <YesNo value={gateway.autoChargeEnabled} />],
  ['Setup finished', (gateway) => <YesNo value={gateway.IsSetupFinished} />],
  ['Merchant default', (gateway) => <YesNo value={gateway.isDefault} />],
  ['Archived', (gateway) => <YesNo value={gateway.archive} />],
  ['Sort order', (gateway) => gateway.sort],
  ['Created', (gateway) => <Timestamp value={gateway.createTime} />],
  ['Gateway key', (gateway) => <CopyOrNotSet value={gateway.gatewayKey} label="gateway key" />],
  ['Public key name', (gateway) => gateway.publicKeyName],
  ['Private secret name', (gateway) => gateway.privateSecretName],
  ['Gateway secret', (gateway) => secretState(gateway.secretsSet?.gatewaySecret)],
  ['Webhook secret', (gateway) => secretState(gateway.secretsSet?.webhookSecret)],
  ['Webhook endpoint URL', (gateway) => <SafeLink href={gateway.webhookEndpointUrl} />],
  ['Webhook integration link', (gateway) => <SafeLink href={gateway.gatewayWebhookIntegrationLink} />],
  ['Website', (gateway) => <SafeLink href={gateway.gatewayWebsiteLink} />],
  ['Logo', (gateway) => <SafeLink href={gateway.gatewayLogo} />],
  [
    'Icons',
    (gateway) =>
      gateway.gatewayIcons?.length ? (
        <Stack gap={2}>
          {gateway.gatewayIcons.map((icon, index) => (
            <SafeLink key={index} href={icon} />
          ))}
        </Stack>
      ) : null,
  ],
]

const bankMembers = [
  ['accountHolder', 'Account holder'],
  ['bankName', 'Bank name'],
  ['address', 'Bank address'],
  ['accountNumber', 'Account number'],
  ['iban', 'IBAN'],
  ['bic', 'BIC'],
  ['swiftCode', 'SWIFT code'],
  ['ABARoutingNumber', 'ABA routing number'],
  ['bsbCode', 'BSB code'],
  ['CNAPS', 'CNAPS code'],
  ['Remarks', 'Remarks'],
] as const

const issuerMembers = [
  ['issueCompanyName', 'Company name'],
  ['issueAddress', 'Address'],
  ['issueRegNumber', 'Registration number'],
  ['issueVatNumber', 'VAT number'],
] as const

export const bankFields: FieldSpec<SafeGateway>[] = bankMembers.map(([key, label]) => [label, (gateway) => gateway.bank?.[key]])

export const issuerFields: FieldSpec<SafeGateway>[] = [
  ...issuerMembers.map(([key, label]): FieldSpec<SafeGateway> => [label, (gateway) => gateway.companyIssuer?.[key]]),
  ['Logo', (gateway) => <SafeLink href={gateway.companyIssuer?.issueLogo} />],
]
