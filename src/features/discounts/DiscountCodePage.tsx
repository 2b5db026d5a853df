import { useEffect, useState } from 'react'
import { skipToken, useQuery } from '@tanstack/react-query'
import { Alert, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import type { DiscountCodeDetail } from '../../api/contract/extensions/discounts'
import { isUnsupported } from '../../api/errors'
import { DiscountStatus } from '../../api/contract/codes'
import { CopyValue } from '../../components/CopyValue'
import { BackLink, Notice } from '../../components/PageParts'
import { QueryStates } from '../../components/QueryStates'
import { AllDetails, RecordSummary, Stat } from '../../components/RecordSummary'
import { formatCount } from '../../lib/countLabel'
import { getRecent, rememberRecent } from '../../lib/recent'
import { formatLocal } from '../../lib/time'
import { DiscountLookup } from './DiscountLookups'
import { DiscountSections } from './DiscountSections'
import { DiscountBadges, DiscountStat, PlansStat, ScopeStat, ValidityStat } from './DiscountSummary'
import { recentKinds, recentName } from './ids'
import { discountQueries, type KnownDiscountCode } from './queries'
import { useDecreaseQuantityAction } from './useDecreaseQuantityAction'
import { IncreaseQuantityForm } from './IncreaseQuantityForm'
import { useDiscountCodeActions } from './useDiscountCodeActions'
import { useMayUse } from '../../session/permissions'
import { EditCodeButton } from './CodeForm'

/**
 * A discount code: its summary (what it takes off, how much of it is used, until when, for which plans and
 * customers) with the decrease of its quantity (4.7) among its actions; every field under "All details". A service
 * without the detail call shows the code as the last decrease returned it.
 */
export function DiscountCodePage({ id }: { id: number }) {
  const detail = useQuery(discountQueries.detail(id))
  const unsupported = isUnsupported(detail.error)
  const known = useQuery<KnownDiscountCode | null>({
    queryKey: discountQueries.known(id),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data
  const code = detail.data ?? (unsupported ? known?.discountCode : undefined)
  const decrease = useDecreaseQuantityAction(id)
  const mayChange = useMayUse('discount-code')
  const stateActions = useDiscountCodeActions(id, detail.data ?? undefined)
  const [saved, setSaved] = useState<string | null>(null)
  const editable = mayChange && detail.data && detail.data.status !== DiscountStatus.archived ? detail.data : null
  useEffect(() => {
    if (detail.data) rememberRecent(recentKinds.codes, { id, name: recentName(detail.data, `Discount code ${id}`) })
  }, [id, detail.data])

  return (
    <Stack gap="md">
      <BackLink to="/discounts">Discount codes</BackLink>
      <RecordSummary
        title={`Discount code ${id}`}
        badges={code ? <DiscountBadges discount={code} /> : null}
        meta={
          code ? (
            <>
              {code.code ? (
                <Text size="sm" component="div">
                  <CopyValue value={code.code} label="code" />
                </Text>
              ) : null}
              {code.name ? <Text size="sm">{code.name}</Text> : null}
            </>
          ) : null
        }
        actions={
          detail.isError && !unsupported ? null : (
            <>
              {editable ? <EditCodeButton code={editable} onSaved={setSaved} /> : null}
              {mayChange ? stateActions.buttons : null}
              {decrease.form}
              {editable ? <IncreaseQuantityForm id={id} quantity={editable.quantity} /> : null}
            </>
          )
        }
      >
        {detail.data ? <CodeStats code={detail.data} /> : null}
      </RecordSummary>
      {saved ? <Notice onClose={() => setSaved(null)}>{saved}</Notice> : null}
      {decrease.outcome}
      {stateActions.outcome}
      {unsupported ? (
        <WithoutDetail id={id} known={known} />
      ) : (
        <QueryStates query={detail} noun="discount code" lookup={<DiscountLookup kind="code" />}>
          {(current) => (
            <AllDetails>
              <DiscountSections discount={current} plans={current.plans} idLabel="discount code ID" />
            </AllDetails>
          )}
        </QueryStates>
      )}
    </Stack>
  )
}

function CodeStats({ code }: { code: DiscountCodeDetail }) {
  const used = formatCount(code.quantityUsed ?? 0)
  return (
    <>
      <DiscountStat discount={code} />
      <Stat
        label="Used"
        detail={code.quantity ? `${formatCount(code.liveQuantity ?? 0)} left` : 'No limit: quantity control is off'}
      >
        {code.quantity ? `${used} of ${formatCount(code.quantity)}` : used}
      </Stat>
      <ValidityStat discount={code} />
      <PlansStat discount={code} plans={code.plans} />
      <ScopeStat discount={code} />
    </>
  )
}

/** A service without the detail call: the code as the last decrease returned it. */
function WithoutDetail({ id, known }: { id: number; known: KnownDiscountCode | null | undefined }) {
  const code = known?.discountCode
  useEffect(() => {
    const existing = getRecent(recentKinds.codes).find((item) => item.id === String(id))
    rememberRecent(recentKinds.codes, { id, name: existing?.name ?? `Discount code ${id}` })
  }, [id])
  return (
    <>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} role="note">
        <Text size="sm">This service does not show a discount code: its fields appear once a decrease returns it.</Text>
      </Alert>
      {known && code ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The code as the service returned it after the decrease by {known.decreasedBy} at{' '}
            {formatLocal(Math.floor(known.receivedAt / 1000))}.
          </Text>
          <DiscountSections discount={code} idLabel="discount code ID" />
        </Stack>
      ) : null}
    </>
  )
}
