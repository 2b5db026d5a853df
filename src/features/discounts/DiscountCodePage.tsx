import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { skipToken, useQuery } from '@tanstack/react-query'
import { Alert, Badge, Box, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { IconCircleCheck, IconInfoCircle, IconMinus } from '@tabler/icons-react'
import { CodeBadge } from '../../components/CodeBadge'
import { CopyValue } from '../../components/CopyValue'
import { ErrorAlert } from '../../components/ErrorAlert'
import { formatLocal } from '../../lib/time'
import { formResolver } from '../../lib/forms'
import { getRecent, rememberRecent } from '../../lib/recent'
import { decreaseFormSchema, type DecreaseFormOutput, type DecreaseFormValues } from './decreaseForm'
import { BackToDiscounts, InvalidDiscountId } from './DiscountLookups'
import { DiscountSections, DiscountValue } from './DiscountFields'
import { codeIdSchema, parseIdParam, recentKinds, recentName } from './ids'
import { discountQueries, useDecreaseQuantity, type KnownDiscountCode } from './queries'
import { CopyCurl } from '../../components/CopyCurl'
import { discountDecreaseQuantity } from '../../api/contract/discounts'

/** The discount code page: `/discounts/codes/<id>`. */
export function DiscountCodePage({ idText }: { idText: string }) {
  const id = parseIdParam(codeIdSchema, idText)
  if (id === null) return <InvalidDiscountId kind="code" idText={idText} noun="discount code" />
  return <DiscountCodeView key={id} id={id} />
}

function DiscountCodeView({ id }: { id: number }) {
  const known = useQuery<KnownDiscountCode | null>({
    queryKey: discountQueries.code(id),
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data

  useEffect(() => {
    const existing = getRecent(recentKinds.codes).find((item) => item.id === String(id))
    rememberRecent(recentKinds.codes, { id, name: existing?.name ?? `Discount code ${id}` })
  }, [id])

  const code = known?.discountCode
  return (
    <Stack gap="md" maw={1100}>
      <BackToDiscounts />
      <Stack gap={4}>
        <Title order={1}>Discount code {id}</Title>
        {code ? (
          <Group gap="xs">
            {code.code ? <CopyValue value={code.code} label="code" /> : null}
            {code.name ? <Text size="sm">{code.name}</Text> : null}
            <CodeBadge kind="discountStatus" value={code.status} />
            <Badge variant="outline" color="gray" tt="none">
              <DiscountValue discount={code} />
            </Badge>
          </Group>
        ) : null}
      </Stack>

      <DecreaseQuantityPanel id={id} />

      {known && code ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The code as the service returned it after the decrease by {known.decreasedBy} at{' '}
            {formatLocal(Math.floor(known.receivedAt / 1000))}.
          </Text>
          <DiscountSections discount={code} idLabel="discount code ID" />
        </Stack>
      ) : (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title="Fields appear after a decrease"
        >
          <Text size="sm">
            The API has no call that reads a discount code. When a decrease succeeds, the service returns the whole code, and its
            fields (discount, plans, scope and limits, validity window, metadata) are shown here.
          </Text>
        </Alert>
      )}
    </Stack>
  )
}

function DecreaseQuantityPanel({ id }: { id: number }) {
  const decrease = useDecreaseQuantity()
  const sending = useRef(false)
  const [pending, setPending] = useState<DecreaseFormOutput | null>(null)
  const [result, setResult] = useState<{ amount: number; quantity: number | null | undefined; code: string } | null>(null)
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DecreaseFormValues, unknown, DecreaseFormOutput>({
    resolver: formResolver(decreaseFormSchema),
    defaultValues: { id, amount: '' },
  })

  const onSubmit = handleSubmit((input) => {
    decrease.reset()
    setResult(null)
    setPending(input)
  })

  const confirm = async () => {
    if (!pending || sending.current) return
    sending.current = true
    try {
      const data = await decrease.mutateAsync(pending)
      const code = data.discountCode
      setResult({ amount: pending.amount, quantity: code?.quantity, code: code?.code ?? '' })
      if (code) rememberRecent(recentKinds.codes, { id, name: recentName(code, `Discount code ${id}`) })
    } catch {
      // The alert below shows the service's message; the input is kept.
    } finally {
      sending.current = false
      setPending(null)
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decrease-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="decrease-heading">
          Decrease the quantity
        </Title>
        <Text size="sm" c="dimmed">
          The quantity is how many times the code can be used. After the decrease it must still be greater than 0. If it falls
          below the number of times the code was already used, the service turns quantity control off (quantity 0, no limit).
        </Text>
        <Box component="form" onSubmit={onSubmit} noValidate aria-label="Decrease the quantity">
          <Group align="flex-start" gap="sm">
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <NumberInput
                  {...field}
                  label="Quantity to subtract"
                  description="A whole number greater than 0"
                  withAsterisk
                  allowDecimal={false}
                  w={240}
                  error={errors.amount?.message}
                />
              )}
            />
            <Button type="submit" mt={44} leftSection={<IconMinus size={16} aria-hidden />} loading={decrease.isPending}>
              Decrease quantity
            </Button>
          </Group>
        </Box>

        {decrease.isError ? <ErrorAlert error={decrease.error} title="The quantity was not decreased" /> : null}
        {result ? <DecreaseResult id={id} {...result} request={decrease.variables} /> : null}
      </Stack>

      <ConfirmDialog
        opened={pending !== null}
        title="Decrease the quantity?"
        confirmLabel={`Decrease by ${pending?.amount ?? ''}`}
        color="orange"
        busy={decrease.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        <Text>
          Decrease the quantity of code {id} by {pending?.amount}.
        </Text>
        <Text size="sm" c="dimmed">
          The service refuses a decrease that leaves 0 or less. If the new quantity is below the number of times the code was
          already used, quantity control is turned off (quantity 0, no limit).
        </Text>
      </ConfirmDialog>
    </Paper>
  )
}

function DecreaseResult({
  id,
  amount,
  quantity,
  code,
  request,
}: {
  id: number
  amount: number
  quantity: number | null | undefined
  code: string
  request: unknown
}) {
  const curl = (
    <Group mt="xs">
      <CopyCurl endpoint={discountDecreaseQuantity} input={request} />
    </Group>
  )
  const name = code ? `${code} (ID ${id})` : `ID ${id}`
  if (quantity === 0) {
    return (
      <Alert
        role="status"
        color="orange"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title="Quantity control disabled"
      >
        <Text size="sm">
          The quantity of code {name} was decreased by {amount}, which took it below the number of times the code was already
          used. The service turned quantity control off: the code now has quantity 0, which means no limit.
        </Text>
        {curl}
      </Alert>
    )
  }
  return (
    <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Quantity decreased">
      <Text size="sm">
        The quantity of code {name} was decreased by {amount}. It is now {quantity ?? 'not stated by the service'}.
      </Text>
      {curl}
    </Alert>
  )
}
