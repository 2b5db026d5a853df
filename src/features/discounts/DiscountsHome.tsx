import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { RecentList } from '../../components/IdLookup'
import { useRecent } from '../../lib/recent'
import { DiscountLookup } from './DiscountLookups'
import { recentKinds } from './ids'

/** The discounts landing page: three lookups by id and the recently opened records of this device. */
export function DiscountsHome() {
  const codes = useRecent(recentKinds.codes)
  const templates = useRecent(recentKinds.templates)
  const children = useRecent(recentKinds.children)
  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>Discounts</Title>
        <Text size="sm" c="dimmed">
          Open a discount code, a batch template or a batch child code by its ID.
        </Text>
      </Stack>
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-labelledby="lookup-codes">
          <Stack gap="xs">
            <Title order={2} size="h4" id="lookup-codes">
              Discount codes
            </Title>
            <Text size="sm" c="dimmed">
              Decrease a code’s quantity. The API has no call that reads a code: its fields appear once a decrease returns it.
            </Text>
            <DiscountLookup kind="code" />
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="lookup-templates">
          <Stack gap="xs">
            <Title order={2} size="h4" id="lookup-templates">
              Batch templates
            </Title>
            <Text size="sm" c="dimmed">
              A template and how many of its generated child codes were used.
            </Text>
            <DiscountLookup kind="template" />
          </Stack>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="lookup-children">
          <Stack gap="xs">
            <Title order={2} size="h4" id="lookup-children">
              Batch child codes
            </Title>
            <Text size="sm" c="dimmed">
              One generated code: whether, when and by whom it was redeemed.
            </Text>
            <DiscountLookup kind="child" />
          </Stack>
        </Paper>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <RecentList
          title="Recently opened codes"
          items={codes}
          renderLink={(item) => (
            <Anchor component={Link} to={`/discounts/codes/${encodeURIComponent(item.id)}`} size="sm">
              {item.name}
            </Anchor>
          )}
        />
        <RecentList
          title="Recently opened templates"
          items={templates}
          renderLink={(item) => (
            <Anchor component={Link} to={`/discounts/templates/${encodeURIComponent(item.id)}`} size="sm">
              {item.name}
            </Anchor>
          )}
        />
        <RecentList
          title="Recently opened child codes"
          items={children}
          renderLink={(item) => (
            <Anchor component={Link} to={`/discounts/children/${encodeURIComponent(item.id)}`} size="sm">
              {item.name}
            </Anchor>
          )}
        />
      </SimpleGrid>
    </Stack>
  )
}
